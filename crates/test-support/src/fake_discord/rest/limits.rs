//! The limits Discord enforces on a message body (create or edit): lengths, embeds,
//! components and select menus, files.

use serde_json::{json, Value};

use super::{Reply, ATTACHMENT_SIZE_LIMIT};
use crate::fake_discord::RecordedFile;

/// Checks the limits Discord enforces on a message body (create or edit).
pub(super) fn validate_message(body: &Value, files: &[RecordedFile]) -> Result<(), Reply> {
    let too_long = |path: &[&str], max: usize| {
        Err(Reply::form_error(
            path,
            "BASE_TYPE_MAX_LENGTH",
            &format!("Must be {max} or fewer in length."),
        ))
    };
    if body["content"]
        .as_str()
        .is_some_and(|c| c.chars().count() > 2000)
    {
        return too_long(&["content"], 2000);
    }
    let embeds = body["embeds"].as_array().cloned().unwrap_or_default();
    if embeds.len() > 10 {
        return too_long(&["embeds"], 10);
    }
    let mut total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let i = i.to_string();
        for (path, max) in [
            (vec!["title"], 256),
            (vec!["description"], 4096),
            (vec!["footer", "text"], 2048),
            (vec!["author", "name"], 256),
        ] {
            let mut v = e;
            for s in &path {
                v = &v[*s];
            }
            let n = v.as_str().map_or(0, |s| s.chars().count());
            total += n;
            if n > max {
                let mut full = vec!["embeds", i.as_str()];
                full.extend(path.iter().copied());
                return too_long(&full, max);
            }
        }
        let fields = e["fields"].as_array().cloned().unwrap_or_default();
        if fields.len() > 25 {
            return too_long(&["embeds", &i, "fields"], 25);
        }
        for (j, f) in fields.iter().enumerate() {
            let j = j.to_string();
            let name = f["name"].as_str().map_or(0, |s| s.chars().count());
            let value = f["value"].as_str().map_or(0, |s| s.chars().count());
            if name > 256 {
                return too_long(&["embeds", &i, "fields", &j, "name"], 256);
            }
            if value > 1024 {
                return too_long(&["embeds", &i, "fields", &j, "value"], 1024);
            }
            total += name + value;
        }
    }
    if total > 6000 {
        return Err(Reply::form_error(
            &["embeds"],
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        ));
    }
    let rows = body["components"].as_array().cloned().unwrap_or_default();
    if rows.len() > 5 {
        return too_long(&["components"], 5);
    }
    let mut ids = std::collections::HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let i = i.to_string();
        let comps = row["components"].as_array().cloned().unwrap_or_default();
        if row["type"] != json!(1) || comps.is_empty() || comps.len() > 5 {
            return Err(Reply::form_error(
                &["components", &i],
                "BASE_TYPE_BAD_LENGTH",
                "An action row holds 1 to 5 components.",
            ));
        }
        if comps.len() > 1 && comps.iter().any(|c| c["type"] != json!(2)) {
            return Err(Reply::form_error(
                &["components", &i],
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "A select menu fills its action row alone.",
            ));
        }
        for (j, c) in comps.iter().enumerate() {
            let j = j.to_string();
            if c["type"] == json!(3) {
                check_select(c).map_err(|(field, code, message)| {
                    let mut path = vec!["components", &i, "components", &j];
                    path.extend(field);
                    Reply::form_error(&path, code, &message)
                })?;
            }
            if c["label"].as_str().is_some_and(|l| l.chars().count() > 80) {
                return too_long(&["components", &i, "components", &j, "label"], 80);
            }
            let link = c["type"] == json!(2) && c["style"] == json!(5);
            match c["custom_id"].as_str() {
                None if !link => {
                    return Err(Reply::form_error(
                        &["components", &i, "components", &j, "custom_id"],
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    ))
                }
                Some(id) if id.is_empty() || id.chars().count() > 100 => {
                    return too_long(&["components", &i, "components", &j, "custom_id"], 100)
                }
                Some(id) if !ids.insert(id.to_string()) => {
                    return Err(Reply::form_error(
                        &["components", &i, "components", &j, "custom_id"],
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    ))
                }
                _ => {}
            }
        }
    }
    if files.len() > 10 {
        return too_long(&["files"], 10);
    }
    if files
        .iter()
        .any(|f| f.data.len() as u64 > ATTACHMENT_SIZE_LIMIT)
    {
        return Err(Reply::error(413, 40005, "Request entity too large"));
    }
    Ok(())
}

/// Discord's limits on a string select menu: 1 to 25 options with distinct values, labels
/// and values of 1 to 100 characters, descriptions up to 100, a placeholder up to 150,
/// `min_values` <= `max_values` <= the options (0 to 25).
fn check_select(c: &Value) -> Result<(), (Vec<&'static str>, &'static str, String)> {
    let options = c["options"].as_array().cloned().unwrap_or_default();
    if options.is_empty() || options.len() > 25 {
        return Err((
            vec!["options"],
            "BASE_TYPE_BAD_LENGTH",
            format!(
                "Must be between 1 and 25 in length (got {}).",
                options.len()
            ),
        ));
    }
    let len = |v: &Value| v.as_str().map(|s| s.chars().count());
    if len(&c["placeholder"]).is_some_and(|n| n > 150) {
        return Err((
            vec!["placeholder"],
            "BASE_TYPE_MAX_LENGTH",
            "Must be 150 or fewer in length.".into(),
        ));
    }
    let mut values = std::collections::HashSet::new();
    for o in &options {
        for (field, min) in [("label", 1), ("value", 1), ("description", 0)] {
            match len(&o[field]) {
                Some(n) if n < min || n > 100 => {
                    return Err((
                        vec!["options", field],
                        "BASE_TYPE_BAD_LENGTH",
                        format!("Must be between {min} and 100 in length."),
                    ))
                }
                None if min > 0 => {
                    return Err((
                        vec!["options", field],
                        "BASE_TYPE_REQUIRED",
                        "This field is required".into(),
                    ))
                }
                _ => {}
            }
        }
        if !values.insert(o["value"].as_str().unwrap_or_default().to_string()) {
            return Err((
                vec!["options"],
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Select component option values must be unique".into(),
            ));
        }
    }
    let min = c["min_values"].as_u64().unwrap_or(1);
    let max = c["max_values"].as_u64().unwrap_or(1);
    if min > max || max > options.len() as u64 || max > 25 {
        return Err((
            vec!["max_values"],
            "BASE_TYPE_BAD_LENGTH",
            "min_values <= max_values <= options".into(),
        ));
    }
    Ok(())
}
