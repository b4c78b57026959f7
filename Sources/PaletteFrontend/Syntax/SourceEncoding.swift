public import PaletteModel

/// The checks every reader makes before scanning: file size, UTF-16/UTF-32 text, a UTF-8 BOM, invalid UTF-8.
///
/// Validating the whole file once, up front, lets the scanners decode string slices without checking again.
public enum SourceEncoding {
    /// The offset where the text starts (after a UTF-8 BOM), or `nil` after reporting why the file cannot be read.
    public static func textStart(
        of file: SourceFile,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> Int? {
        let bytes = file.bytes
        if bytes.count > limits.maxFileBytes {
            diagnostics.report(
                .readFileTooLarge(size: bytes.count, limit: limits.maxFileBytes, at: file.location(ofOffset: 0))
            )
            return nil
        }
        if let wide = wideEncoding(of: bytes) {
            diagnostics.report(.wideEncoding(wide, at: file.location(ofOffset: 0)))
            return nil
        }
        if let bad = firstInvalidUTF8(in: bytes) {
            diagnostics.report(.invalidUTF8Byte(bytes[bad], at: location(ofBadByte: bad, in: file)))
            return nil
        }
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        return hasBOM ? 3 : 0
    }

    /// `UTF-16` or `UTF-32` when a BOM or NUL-interleaved ASCII at the start gives the file away, else `nil`.
    static func wideEncoding(of bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        if bytes.count >= 4 {
            let first4 = (bytes[0], bytes[1], bytes[2], bytes[3])
            if first4 == (0x00, 0x00, 0xFE, 0xFF) || first4 == (0xFF, 0xFE, 0x00, 0x00) {
                return "UTF-32"
            }
            // Without a BOM, UTF-32 ASCII is three NULs beside one non-NUL byte.
            if first4.0 == 0, first4.1 == 0, first4.2 == 0, first4.3 != 0 { return "UTF-32" }
            if first4.0 != 0, first4.1 == 0, first4.2 == 0, first4.3 == 0 { return "UTF-32" }
        }
        if (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            return "UTF-16"
        }
        // Text files start with ASCII ('{', '<', a space); in UTF-16 that is one NUL and one non-NUL byte.
        if (bytes[0] == 0) != (bytes[1] == 0) {
            return "UTF-16"
        }
        return nil
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence (Unicode table 3-7).
    ///
    /// For a truncated or malformed multi-byte sequence this is the sequence's first byte. Runs of ASCII are
    /// skipped eight bytes at a time.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let raw = UnsafeRawBufferPointer(buffer)
            let count = buffer.count
            var index = 0
            while index < count {
                if index + 8 <= count,
                    raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0:
                    length = 3
                    low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED:
                    length = 3
                    high = 0x9F
                case 0xF0:
                    length = 4
                    low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4:
                    length = 4
                    high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= low, second <= high else { return index }
                var next = index + 2
                while next < index + length {
                    guard buffer[next] & 0xC0 == 0x80 else { return index }
                    next += 1
                }
                index += length
            }
            return nil
        }
    }

    /// The location of a bad byte, counting a stray continuation byte as a character of its own.
    static func location(ofBadByte offset: Int, in file: SourceFile) -> Diagnostic.Location {
        var location = file.location(ofOffset: offset)
        // `SourceFile` counts a continuation byte as part of the character before it; a stray one is not.
        let isLineStart = file.lineStarts.contains(offset)
        if offset < file.bytes.count, file.bytes[offset] & 0xC0 == 0x80, !isLineStart {
            location.column += 1
        }
        return location
    }

    /// `0xE9`.
    static func hexByte(_ byte: UInt8) -> String {
        "0x" + HexEncoder.string(UInt32(byte), minimumDigits: 2, .upper)
    }
}

extension Diagnostic {
    /// A file found too large once read; the check made before reading is the provider's (`FileRead.tooLarge`).
    fileprivate static func readFileTooLarge(size: Int, limit: Int, at location: Location) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "file is \(size) bytes; the limit is \(limit) bytes (raise it with --max-file-size)",
            at: location
        )
    }

    /// `encoding` is `UTF-16` or `UTF-32`.
    fileprivate static func wideEncoding(_ encoding: String, at location: Location) -> Diagnostic {
        Diagnostic(.invalidUTF8, "file is \(encoding); palettec reads UTF-8", at: location)
    }

    fileprivate static func invalidUTF8Byte(_ byte: UInt8, at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidUTF8,
            "invalid UTF-8 byte \(SourceEncoding.hexByte(byte)); palettec reads UTF-8 (was the file saved in another encoding?)",
            at: location
        )
    }
}
