/// The bytes of small image files for tests: enough of each kind for palettec to tell its kind and size.
public enum TestImage {
    /// A PNG of `width`×`height` pixels: the signature, an `IHDR` chunk and `IEND` (no pixels; palettec reads
    /// only the header).
    public static func png(width: Int, height: Int) -> [UInt8] {
        signature + chunk("IHDR", bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0]) + chunk("IEND", [])
    }

    /// A PNG cut off after its signature and the start of its first chunk, before `IHDR`'s size.
    public static let truncatedPNG: [UInt8] = signature + [0, 0, 0, 13, 0x49, 0x48]

    /// A JPEG of `width`×`height` pixels: `SOI`, a JFIF `APP0`, a baseline frame header and `EOI`.
    public static func jpeg(width: Int, height: Int) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let frame: [UInt8] = [0xFF, 0xC0, 0, 11, 8] + bigEndian(height, 2) + bigEndian(width, 2) + [1, 1, 0x11, 0]
        return [0xFF, 0xD8] + app0 + frame + [0xFF, 0xD9]
    }

    /// A small SVG document.
    public static let svg = Array(
        #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#.utf8
    )

    /// The start of a PDF.
    public static let pdf = Array("%PDF-1.4\n%%EOF\n".utf8)

    /// A GIF header: an image kind palettec does not read.
    public static let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]

    /// The PNG signature.
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG chunk: length, type, data and a CRC (zero: palettec does not check it).
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        bigEndian(data.count, 4) + Array(type.utf8) + data + [0, 0, 0, 0]
    }

    /// `value` as `count` big-endian bytes.
    private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
