/// Text with position markers (`0️⃣` … `9️⃣`) removed, and the byte offset where each marker stood.
///
/// Diagnostic tests mark where a diagnostic must point instead of counting columns by hand.
struct MarkedText {
    /// The text without markers.
    let text: String
    /// The byte offset in `text` of each marker, by marker.
    let offsets: [String: Int]

    /// The markers recognized, `0️⃣` through `9️⃣`.
    static let markers = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// Strips the markers from `marked` and records their offsets.
    init(_ marked: String) {
        var output: [UInt8] = []
        var offsets: [String: Int] = [:]
        var rest = Substring(marked)
        outer: while !rest.isEmpty {
            for marker in Self.markers where rest.hasPrefix(marker) {
                offsets[marker] = output.count
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            let character = rest.removeFirst()
            output.append(contentsOf: Array(String(character).utf8))
        }
        self.text = String(decoding: output, as: UTF8.self)
        self.offsets = offsets
    }
}
