import PaletteModel

/// The `url()` of an image file in the stylesheet: a path relative to the stylesheet, or the `imageBaseURL`
/// option followed by the path as the palette wrote it; percent-encoded so that it needs no CSS escape.
enum CSSImageURL {
    /// The URL of `file` for a stylesheet written at `stylesheet` (relative to the working folder, or absolute),
    /// or `nil` when no relative path leads there (see `ImageReference`: one path absolute and the other not, or the
    /// stylesheet's folder above the working folder, without the working folder to relate them).
    static func url(of file: ImageFile, stylesheet: String?, baseURL: String?, workingFolder: String? = nil) -> String?
    {
        if let baseURL {
            let written = PathText.normalized(file.written)
            let separator = baseURL.hasSuffix("/") || baseURL.isEmpty ? "" : "/"
            return encoded(baseURL, keepingPercent: true) + separator + encoded(written, keepingPercent: false)
        }
        guard let stylesheet else { return encoded(PathText.normalized(file.path), keepingPercent: false) }
        guard let path = ImageReference(outputPath: stylesheet, workingFolder: workingFolder).relativePath(of: file)
        else { return nil }
        return encoded(path, keepingPercent: false)
    }

    /// `text` with every byte that could end a CSS string, a `url()` or a `<style>` element, or that a URL does
    /// not allow, percent-encoded; `%` stays as it is in a URL given whole (`keepingPercent`), and is encoded in a
    /// path, as are `?` and `#`.
    static func encoded(_ text: String, keepingPercent: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F, 0x21, 0x24, 0x26, 0x2A, 0x2B,
                0x2C, 0x3B, 0x3D, 0x3A, 0x40:
                bytes.append(byte)
            case 0x25 where keepingPercent, 0x3F where keepingPercent, 0x23 where keepingPercent:
                bytes.append(byte)
            default:
                bytes.append(0x25)
                let digits = Array("0123456789ABCDEF".utf8)
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
