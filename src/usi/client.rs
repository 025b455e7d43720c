//! Drives an external USI engine (filled in below).
