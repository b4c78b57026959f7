import PaletteModel

/// The number syntax of plist `<integer>` and `<real>` elements, as Core Foundation reads it.
enum PlistNumber {
    /// `[+-]? digits` or `[+-]? 0x hexdigits`.
    static func isInteger(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        if bytes.starts(with: "0x".utf8) || bytes.starts(with: "0X".utf8) {
            let digits = bytes.dropFirst(2)
            return !digits.isEmpty && HexDecoder.isDigits(digits)
        }
        return !bytes.isEmpty && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// A decimal with optional fraction and exponent (`1`, `-0.5`, `.5`, `1e3`), or `nan` / `inf` / `infinity`.
    static func isReal(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let lowered = String(decoding: bytes, as: UTF8.self).lowercased()
        if lowered == "nan" || lowered == "inf" || lowered == "infinity" { return true }
        /// Drops a run of digits and says how many there were.
        func digits() -> Int {
            let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
