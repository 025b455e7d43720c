mod eval;
mod offers;
mod values;
