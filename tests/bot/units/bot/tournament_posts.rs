//! Unit tests of src/bot/tournament_posts.rs.

use seireigi::bot::units::{limits, table_line, table_parts, SectionText};
use seireigi::i18n::Lang;
use seireigi::t;

/// A section of `n` players whose names are all 18 characters or more, withdrawn marks
/// included, as the standings of a final after sixteen groups would be.
fn section(title: &str, n: usize) -> SectionText {
    SectionText {
        title: format!("**{title}** (3 of 120 games finished)"),
        head: t!(Lang::En, "tournament-standings-head"),
        lines: (1..=n)
            .map(|i| {
                let name = format!("Maximilian-Alexandre {i} de Hohenzollern");
                let mark = if i % 5 == 0 { " (withdrew)" } else { "" };
                table_line(
                    i,
                    &name,
                    (2 * n as u32 - i as u32, 7, 4 * i as u32 + 1),
                    mark,
                )
            })
            .collect(),
    }
}

/// A final of 16 and sixteen groups of 12 (far over 2 000 characters) come out in parts
/// within Discord's limit, the first leaving room for the post's first line; every line
/// of every section is in one part, whole and in order; every code block is closed in
/// its part, and a section cut between two parts has its title and head again.
#[test]
fn a_long_table_is_split_between_lines_only() {
    let mut sections = vec![section("Final", 16)];
    for g in 0..16 {
        let letter = char::from(b'A' + g);
        sections.push(section(&format!("Group {letter}"), 12));
    }
    let total: usize = sections
        .iter()
        .flat_map(|s| &s.lines)
        .map(|l| l.chars().count())
        .sum();
    assert!(total > 3 * limits::MESSAGE, "{total}");
    let head = "🏆 Tournament 7 “Winter cup” is over. The winner is <@123456789012345678>!";
    let first = limits::MESSAGE - head.chars().count() - 1;
    let parts = table_parts(&sections, first);
    assert!(parts.len() >= 4, "{}", parts.len());
    assert!(parts[0].chars().count() <= first);
    let mut seen = Vec::new();
    for part in &parts {
        assert!(part.chars().count() <= limits::MESSAGE, "{part}");
        assert_eq!(part.matches("```").count() % 2, 0, "{part}");
        assert!(part.ends_with("```\n"), "{part}");
        let mut in_block = false;
        let mut title_before_block = false;
        for line in part.lines() {
            if line == "```" {
                assert!(
                    in_block || title_before_block,
                    "a block opens after a title"
                );
                in_block = !in_block;
                continue;
            }
            title_before_block = line.starts_with("**");
            if in_block && !line.starts_with("#  ") {
                seen.push(line.to_string());
            }
        }
        assert!(!in_block, "closed: {part}");
    }
    let all: Vec<String> = sections.iter().flat_map(|s| s.lines.clone()).collect();
    assert_eq!(seen, all, "every line once, whole, in order");
    // A section that goes on in the next part starts it with its title and head.
    let cut = parts
        .iter()
        .skip(1)
        .find(|p| p.starts_with("**Group A**") || p.starts_with("**Final**"));
    if let Some(p) = cut {
        assert!(p.contains("```\n#  "), "{p}");
    }
}

/// Sixteen players with long names fit one message; no table at all is one empty part.
#[test]
fn sixteen_players_fit_one_message_and_nothing_is_one_part() {
    let parts = table_parts(&[section("Standings", 16)], limits::MESSAGE - 100);
    assert_eq!(parts.len(), 1);
    assert_eq!(parts[0].lines().count(), 1 + 1 + 1 + 16 + 1);
    assert_eq!(table_parts(&[], 100), vec![String::new()]);
}

#[test]
fn a_line_keeps_its_columns_and_drops_what_would_break_it() {
    let line = table_line(2, "Zoé\n`Bérénice`", (7, 3, 41), "");
    assert_eq!(line, "2  Zoé  Bérénice       3½   3  10.25");
    let long = table_line(
        10,
        "Maximilian-Alexandre von Hohenzollern",
        (0, 0, 0),
        " (withdrew)",
    );
    assert_eq!(long, "10 Maximilian-Alexand  0    0  0 (withdrew)");
}
