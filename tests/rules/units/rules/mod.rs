mod betza;
mod cell;
mod move_facts;
mod types;
