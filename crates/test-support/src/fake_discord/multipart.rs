//! A small, binary-safe parser for `multipart/form-data` bodies (what serenity sends for uploads:
//! `payload_json` plus `files[N]` parts). Written here to avoid an extra dev-dependency.

/// One part of a multipart body.
#[derive(Clone, Debug)]
pub struct Part {
    /// The `name` of the form field (`payload_json`, `files[0]`, `file`, ...).
    pub name: String,
    /// The `filename`, for file parts.
    pub filename: Option<String>,
    /// The part's own `Content-Type`, if given.
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

/// The boundary of a `multipart/form-data; boundary=...` content type.
pub fn boundary(content_type: &str) -> Option<String> {
    let (kind, params) = content_type.split_once(';')?;
    if !kind.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    params.split(';').find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| v.trim().trim_matches('"').to_string())
    })
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || haystack.len() < needle.len() {
        return None;
    }
    (from..=haystack.len() - needle.len()).find(|&i| &haystack[i..i + needle.len()] == needle)
}

/// Parses a multipart body. Returns an error text when the body is malformed.
pub fn parse(body: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delim = format!("--{boundary}").into_bytes();
    let mut pos = find(body, &delim, 0).ok_or("multipart: no opening boundary")? + delim.len();
    let mut parts = Vec::new();
    loop {
        // After a delimiter: "--" ends the body, otherwise CRLF and a part follows.
        if body[pos..].starts_with(b"--") {
            return Ok(parts);
        }
        if body[pos..].starts_with(b"\r\n") {
            pos += 2;
        } else {
            return Err("multipart: boundary not followed by CRLF".into());
        }
        let header_end =
            find(body, b"\r\n\r\n", pos).ok_or("multipart: part without header end")?;
        let headers = String::from_utf8_lossy(&body[pos..header_end]).to_string();
        let data_start = header_end + 4;
        let mut next_delim = delim.clone();
        next_delim.splice(0..0, b"\r\n".iter().copied());
        let data_end = find(body, &next_delim, data_start)
            .ok_or("multipart: part without closing boundary")?;
        let mut part = Part {
            name: String::new(),
            filename: None,
            content_type: None,
            data: body[data_start..data_end].to_vec(),
        };
        for line in headers.split("\r\n") {
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let key = key.trim().to_ascii_lowercase();
            if key == "content-disposition" {
                for param in value.split(';').skip(1) {
                    let Some((k, v)) = param.trim().split_once('=') else {
                        continue;
                    };
                    let v = v.trim().trim_matches('"').to_string();
                    match k.trim() {
                        "name" => part.name = v,
                        "filename" => part.filename = Some(v),
                        _ => {}
                    }
                }
            } else if key == "content-type" {
                part.content_type = Some(value.trim().to_string());
            }
        }
        parts.push(part);
        pos = data_end + next_delim.len();
    }
}

/// Width and height of a PNG image (from its IHDR chunk), if `data` is a PNG.
pub fn png_size(data: &[u8]) -> Option<(u32, u32)> {
    if data.len() < 24 || &data[..8] != b"\x89PNG\r\n\x1a\n" || &data[12..16] != b"IHDR" {
        return None;
    }
    let w = u32::from_be_bytes(data[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(data[20..24].try_into().ok()?);
    Some((w, h))
}
