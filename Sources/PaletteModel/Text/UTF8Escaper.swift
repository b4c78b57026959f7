/// The walk `JSONQuoter` and `XMLEscaper` share: over a string's UTF-8, runs that need no escape are copied in one
/// go and the escaper replaces the rest.
protocol UTF8Escaper {
    /// How many bytes from `index` one replacement covers, or 0 when the byte there is written as it is.
    static func replacedLength(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int

    /// Appends what replaces the bytes from `index` that `replacedLength` covers.
    static func appendReplacement(at index: Int, in utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8])
}

extension UTF8Escaper {
    /// Appends `text` with every replacement made.
    static func appendEscaping(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        // A native string's UTF-8 is contiguous already, so this does not copy it.
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let length = replacedLength(at: index, in: utf8)
                if length == 0 {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendReplacement(at: index, in: utf8, to: &bytes)
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
    }

    /// Whether the two bytes after `index` are `second` and one of `last`: the tail of a three-byte scalar whose
    /// first byte is at `index` (`E2 80 A8` is U+2028).
    static func scalarTail(
        at index: Int,
        in utf8: UnsafeBufferPointer<UInt8>,
        is second: UInt8,
        _ last: ClosedRange<UInt8>
    ) -> Bool {
        index + 2 < utf8.count && utf8[index + 1] == second && last.contains(utf8[index + 2])
    }
}
