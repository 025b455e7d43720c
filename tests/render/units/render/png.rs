//! The unit tests of src/render/png.rs.

use seireigi::render::png::*;

#[test]
fn adler_of_pieces_combines_to_the_adler_of_the_whole() {
    let data: Vec<u8> = (0..20_000u32).map(|i| (i * 7 % 251) as u8).collect();
    assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    for cut in [0, 1, 5551, 5552, 12_345, 20_000] {
        let (x, y) = data.split_at(cut);
        assert_eq!(
            adler32_combine(adler32(x), adler32(y), y.len()),
            adler32(&data)
        );
    }
}
