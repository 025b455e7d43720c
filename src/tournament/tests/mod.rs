mod berger;
mod groups;
mod standings;
