//! Words shared by every part that talks to people (the bot, the command line, the
//! service's refusals, the rules' summaries), so that a plural is made one way everywhere.

/// "1 move", "3 moves", "1 ply", "2 plies": `noun` is the singular (its last word is made
/// plural: "legal move" -> "legal moves").
pub fn count(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {}", plural(noun))
    }
}

/// The plural of an English noun as the messages use them (regular forms only).
fn plural(noun: &str) -> String {
    let consonant_y = noun.len() >= 2
        && noun.ends_with('y')
        && !noun[..noun.len() - 1].ends_with(['a', 'e', 'i', 'o', 'u']);
    if consonant_y {
        format!("{}ies", &noun[..noun.len() - 1])
    } else if noun.ends_with(['s', 'x']) || noun.ends_with("ch") || noun.ends_with("sh") {
        format!("{noun}es")
    } else {
        format!("{noun}s")
    }
}

/// "a, b and c" (`last` = "and") or "a, b or c": a list as a sentence says it.
pub fn join_words<S: AsRef<str>>(words: &[S], last: &str) -> String {
    match words {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., end] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} {last} {}", rest.join(", "), end.as_ref())
        }
    }
}

/// "a Rook", "an Elephant": a piece's name with its indefinite article.
pub fn with_article(name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "AEIOUaeiou".contains(c));
    format!("{} {name}", if vowel { "an" } else { "a" })
}

/// The two answers to a promotion, naming both forms: "Promote to Dragon Horse" and
/// "Stay a Bishop" (the buttons of /move and the picker's menu say the same).
pub fn promotion_answers(now: &str, promoted: &str) -> [String; 2] {
    [
        format!("Promote to {promoted}"),
        format!("Stay {}", with_article(now)),
    ]
}
