//! GIF's variable-length LZW, written for what our frames hold: long runs of one index
//! (the "unchanged" index of a partial frame, the wood of a first frame) between short
//! stretches of drawing. The parse is the usual greedy one, so the output is as small as any
//! LZW encoder's; what differs is the cost of a run: the strings "x", "xx", "xxx", ... a run
//! builds are a chain, kept per index, so a run is matched a whole code at a time instead of
//! a byte at a time with a dictionary look-up each.
//!
//! Bit order, code sizes, the clear and end codes and the full-table clear follow the GIF
//! specification (89a, appendix F) as decoders read it: a code is written with as many bits
//! as the decoder will expect once it has added the entry this code implies.

const MAX_BITS: u8 = 12;
const MAX_CODES: u16 = 1 << MAX_BITS;
/// Open addressing, at most half full (at most 4096 - 258 entries).
const SLOTS: usize = 8192;

/// `data` (palette indices) LZW-coded for a GIF image block: the minimum code size byte,
/// then the code stream, as `gif::Encoder::write_lzw_pre_encoded_frame` takes it.
pub fn encode(data: &[u8], min_code_size: u8) -> Vec<u8> {
    let min = min_code_size.clamp(2, 8);
    let mut e = Encoder::new(min, data.len() / 8 + 16);
    e.out.push(min);
    e.put(e.clear);
    let Some((&first, rest)) = data.split_first() else {
        e.put(e.clear + 1);
        return e.finish();
    };
    // The string being matched: its code, and its length when it is one index repeated.
    let mut s = u16::from(first);
    let mut run = 1usize;
    let mut run_byte = first;
    // The end of the run of equal indices that starts at or before `i` (found once a run).
    let mut run_end = 0usize;
    let mut i = 0usize;
    while i < rest.len() {
        let c = rest[i];
        if run > 0 && c == run_byte {
            if i >= run_end {
                run_end = i + run_length(&rest[i..], c);
            }
            let chain = &e.runs[usize::from(c)];
            // `chain[k]` stands for k + 2 copies of `c`.
            let take = (run_end - i).min(chain.len() + 1 - run);
            if take > 0 {
                run += take;
                i += take;
                s = chain[run - 2];
            }
            if i < run_end {
                // One more copy has no code yet: emit, and the chain grows by one.
                e.emit(s);
                let code = e.next;
                if e.add() {
                    e.runs[usize::from(c)].push(code);
                }
                s = u16::from(c);
                run = 1;
                i += 1;
            }
            continue;
        }
        match e.find(s, c) {
            Some(code) => {
                s = code;
                run = 0;
            }
            None => {
                e.emit(s);
                let code = e.next;
                if e.add() {
                    e.insert(s, c, code);
                }
                s = u16::from(c);
                run = 1;
                run_byte = c;
            }
        }
        i += 1;
    }
    e.emit(s);
    e.put(e.clear + 1);
    e.finish()
}

/// How many bytes from the start of `data` equal `c` (at least one: `data[0]` does).
fn run_length(data: &[u8], c: u8) -> usize {
    let word = u64::from_ne_bytes([c; 8]);
    let mut n = 0;
    let mut words = data.chunks_exact(8);
    for w in words.by_ref() {
        let mut b = [0u8; 8];
        b.copy_from_slice(w);
        if u64::from_ne_bytes(b) != word {
            break;
        }
        n += 8;
    }
    n + data[n..].iter().take_while(|&&b| b == c).count()
}

struct Encoder {
    out: Vec<u8>,
    acc: u64,
    bits: u32,
    size: u8,
    min: u8,
    clear: u16,
    /// The code the next entry gets.
    next: u16,
    /// (prefix code << 8 | index) + 1 per slot, 0 when empty; the entry's code beside it.
    keys: Vec<u32>,
    codes: Vec<u16>,
    /// Per index, the codes of its runs of 2, 3, ... copies.
    runs: Vec<Vec<u16>>,
}

impl Encoder {
    fn new(min: u8, capacity: usize) -> Encoder {
        let clear = 1u16 << min;
        Encoder {
            out: Vec::with_capacity(capacity),
            acc: 0,
            bits: 0,
            size: min + 1,
            min,
            clear,
            next: clear + 2,
            keys: vec![0; SLOTS],
            codes: vec![0; SLOTS],
            runs: vec![Vec::new(); 256],
        }
    }

    fn put(&mut self, code: u16) {
        self.acc |= u64::from(code) << self.bits;
        self.bits += u32::from(self.size);
        while self.bits >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.bits -= 8;
        }
    }

    /// Writes a string's code; the decoder, reading it, adds entry `next` (or would, at the
    /// end), and reads the following code one bit wider once that entry needs it.
    fn emit(&mut self, code: u16) {
        self.put(code);
        if self.next >= 1 << self.size && self.size < MAX_BITS {
            self.size += 1;
        }
    }

    /// Takes code `next` for the entry just emitted's string plus one index; false when the
    /// table was full and has been cleared instead (the entry is then not added).
    fn add(&mut self) -> bool {
        self.next += 1;
        if self.next < MAX_CODES {
            return true;
        }
        self.put(self.clear);
        self.size = self.min + 1;
        self.next = self.clear + 2;
        self.keys.fill(0);
        for r in &mut self.runs {
            r.clear();
        }
        false
    }

    fn slot(key: u32) -> usize {
        (key.wrapping_mul(0x9e37_79b1) >> 19) as usize & (SLOTS - 1)
    }

    fn find(&self, prefix: u16, c: u8) -> Option<u16> {
        let key = (u32::from(prefix) << 8 | u32::from(c)) + 1;
        let mut at = Self::slot(key);
        loop {
            match self.keys[at] {
                0 => return None,
                k if k == key => return Some(self.codes[at]),
                _ => at = (at + 1) & (SLOTS - 1),
            }
        }
    }

    fn insert(&mut self, prefix: u16, c: u8, code: u16) {
        let key = (u32::from(prefix) << 8 | u32::from(c)) + 1;
        let mut at = Self::slot(key);
        while self.keys[at] != 0 {
            at = (at + 1) & (SLOTS - 1);
        }
        self.keys[at] = key;
        self.codes[at] = code;
    }

    fn finish(mut self) -> Vec<u8> {
        if self.bits > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}
