//! The time left before a deadline in words, from the service's `TimeLeft`: "2 days 5 h
//! left", "40 min left" (each language's plurals in its catalogue, `locales/*/posts.ftl`).

use super::Lang;
use crate::service::types::TimeLeft;
use crate::t;

pub fn time_left_text(lang: Lang, left: TimeLeft) -> String {
    match left {
        TimeLeft::Unlimited => t!(lang, "time-left-unlimited"),
        TimeLeft::Over => t!(lang, "time-left-over"),
        TimeLeft::Left {
            days: 0,
            hours: 0,
            minutes,
        } => t!(lang, "time-left-minutes", minutes = minutes),
        TimeLeft::Left {
            days: 0,
            hours,
            minutes,
        } => t!(lang, "time-left-hours", hours = hours, minutes = minutes),
        TimeLeft::Left { days, hours, .. } => {
            t!(lang, "time-left-days", days = days, hours = hours)
        }
    }
}
