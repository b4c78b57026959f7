/// Text with position markers (`0️⃣` … `9️⃣`) removed, and the byte offset where each marker stood.
///
/// Diagnostic tests in every target mark where a diagnostic must point instead of counting lines and columns by
/// hand: a reader test compares locations made from `offsets`, an end-to-end test compares the whole printed line
/// made with `position(_:)`.
public struct MarkedText: Sendable {
    /// The text without markers.
    public let text: String
    /// The byte offset in `text` of each marker, by marker.
    public let offsets: [String: Int]

    /// The markers recognized, `0️⃣` through `9️⃣`.
    public static let markers = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The 1-based line and column of a marker as palettec prints them (`path:line:column`; columns count
    /// Unicode scalars), or `nil` for a marker the text does not have.
    public func position(_ marker: String) -> (line: Int, column: Int)? {
        guard let offset = offsets[marker] else { return nil }
        let before = String(decoding: Array(text.utf8)[..<offset], as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
    }

    /// `path:line:column` of a marker, the way diagnostics start (`palettec.json:3:61`).
    public func place(_ marker: String, in path: String) -> String {
        guard let (line, column) = position(marker) else { return "\(path):<no marker \(marker)>" }
        return "\(path):\(line):\(column)"
    }

    /// Strips the markers from `marked` and records their offsets.
    public init(_ marked: String) {
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
