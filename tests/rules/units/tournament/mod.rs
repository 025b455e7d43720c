//! The unit tests of src/tournament (its tests module's files).

mod berger;
mod groups;
mod standings;
