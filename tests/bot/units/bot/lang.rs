//! Unit tests of src/bot/lang.rs.

use seireigi::bot::units::{LangCache, Whose};
use seireigi::service::Languages;
use std::sync::atomic::Ordering;

/// A read that began before `/server language:` wrote its choice (and forgot the cached
/// entry) must not put the old value back in the cache when it ends after it.
#[test]
fn a_read_older_than_a_forget_is_not_cached() {
    let cache = LangCache::default();
    let whose = Whose::Guild(7);
    let stale = Languages::default();

    let read_at = cache.forgotten.load(Ordering::SeqCst);
    cache.forget_guild(7);
    cache.remember(whose, stale, read_at);
    assert!(cache.cached(whose).is_none());

    let read_at = cache.forgotten.load(Ordering::SeqCst);
    cache.remember(whose, stale, read_at);
    assert!(cache.cached(whose).is_some());
}
