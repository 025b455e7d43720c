mod client;
mod command;
mod engine;
mod timing;
mod xboard;
