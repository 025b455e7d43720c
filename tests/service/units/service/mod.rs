//! The tests of src/service's files.

mod comfort;
mod events;
mod forecast;
mod limits;
mod types;
mod web_token;
