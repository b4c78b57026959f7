public import PaletteModel

/// What an image file is, told from its first bytes (never its name), and its size in pixels from its header.
///
/// PNG's size is in its first chunk, `IHDR` (PNG specification §11.2.2); JPEG's in its first frame header, `SOFn`
/// (ITU T.81 §B.2.2), found by walking the marker segments before it. PDF starts with `%PDF-`; SVG is an XML
/// document whose first element is `svg`.
public enum ImageHeader: Equatable, Sendable {
    /// A file of a known kind; `pixelSize` is `nil` for vector kinds.
    case image(ImageFile.Kind, pixelSize: PixelSize?)
    /// A file that starts as `kind` but ends before its header says what it needs (`problem` says what).
    case damaged(ImageFile.Kind, problem: String)
    /// None of the kinds palettec reads.
    case unknown

    /// Reads the header of `bytes`.
    public static func read(_ bytes: [UInt8]) -> ImageHeader {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(bytes) }
        if bytes.starts(with: Array("%PDF-".utf8)) { return .image(.pdf, pixelSize: nil) }
        if isSVG(bytes) { return .image(.svg, pixelSize: nil) }
        return .unknown
    }

    /// A PNG's size from its `IHDR` chunk, which must come first.
    private static func png(_ bytes: [UInt8]) -> ImageHeader {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return .damaged(.png, problem: DiagnosticMessage.pngWithoutHeader.text)
        }
        let width = bigEndian(bytes, at: 16, count: 4)
        let height = bigEndian(bytes, at: 20, count: 4)
        guard width > 0, height > 0 else { return .damaged(.png, problem: DiagnosticMessage.pngWithoutPixels.text) }
        return .image(.png, pixelSize: PixelSize(width: width, height: height))
    }

    /// A JPEG's size from its first frame header (`SOF0`…`SOF15`, except `DHT`, `JPG` and `DAC`, which share the
    /// range).
    private static func jpeg(_ bytes: [UInt8]) -> ImageHeader {
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { break }
            let marker = bytes[index + 1]
            // Fill bytes, and markers that stand alone (TEM, RSTn).
            if marker == 0xFF {
                index += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2
                continue
            }
            // Start of scan or end of image before any frame header.
            if marker == 0xDA || marker == 0xD9 { break }
            guard index + 3 < bytes.count else { break }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { break }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard index + 8 < bytes.count else { break }
                let height = bigEndian(bytes, at: index + 5, count: 2)
                let width = bigEndian(bytes, at: index + 7, count: 2)
                guard width > 0, height > 0 else {
                    return .damaged(.jpeg, problem: DiagnosticMessage.jpegWithoutPixels.text)
                }
                return .image(.jpeg, pixelSize: PixelSize(width: width, height: height))
            }
            index += 2 + length
        }
        return .damaged(.jpeg, problem: DiagnosticMessage.jpegWithoutFrame.text)
    }

    /// Whether `bytes` are an XML document whose first element is `svg`: after a byte order mark, white space, an
    /// XML declaration, comments, processing instructions and a document type declaration.
    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
                continue
            }
            guard byte == 0x3C, index + 1 < bytes.count else { return false }
            let rest = bytes[(index + 1)...]
            if rest.starts(with: "!--".utf8) {
                guard let end = find(Array("-->".utf8), in: bytes, from: index + 4) else { return false }
                index = end
            } else if rest.first == 0x3F || rest.starts(with: "!DOCTYPE".utf8) {
                // A declaration or DOCTYPE ends at the next `>` (an internal subset in an SVG is not supported).
                guard let end = find([0x3E], in: bytes, from: index + 1) else { return false }
                index = end
            } else {
                guard rest.starts(with: "svg".utf8), index + 4 < bytes.count else { return false }
                let next = bytes[index + 4]
                return next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0x3E || next == 0x2F
            }
        }
        return false
    }

    /// The position just after the first `pattern` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, bytes.count - start >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index + pattern.count
            }
            index += 1
        }
        return nil
    }

    /// An unsigned big-endian number of `count` bytes at `offset`, capped at `Int32.max`.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        var value = 0
        for byte in bytes[offset..<(offset + count)] {
            value = value << 8 | Int(byte)
        }
        return min(value, Int(Int32.max))
    }
}

/// What is wrong with a damaged file, for `ImageHeader.damaged`.
extension DiagnosticMessage {
    fileprivate static let pngWithoutHeader = Self(text: "it ends before its IHDR header")
    fileprivate static let pngWithoutPixels = Self(text: "its IHDR header gives no pixels")
    fileprivate static let jpegWithoutPixels = Self(text: "its frame header gives no pixels")
    fileprivate static let jpegWithoutFrame = Self(text: "it has no frame header before its image data ends")
}
