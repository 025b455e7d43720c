mod eval_graph;
mod font;
mod palette;
mod png;
mod rating_graph;
mod standings;
mod svg;
