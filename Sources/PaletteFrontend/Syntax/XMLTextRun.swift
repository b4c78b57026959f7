/// Decoded text collected between tags (or in an attribute value), with the offset where it started.
struct XMLTextRun {
    /// The decoded UTF-8 bytes so far.
    private var buffer: [UInt8] = []
    /// The offset of the first byte that went into the run, or `nil` while it is empty.
    private(set) var offset: Int?

    /// Appends one byte that was read at `position`.
    mutating func append(_ byte: UInt8, at position: Int) {
        if offset == nil { offset = position }
        buffer.append(byte)
    }

    /// Appends bytes that were read starting at `position`.
    mutating func append(contentsOf bytes: some Collection<UInt8>, at position: Int) {
        if offset == nil { offset = position }
        buffer.append(contentsOf: bytes)
    }

    /// The text so far, leaving the run empty (its storage is kept for the next run).
    mutating func take() -> String {
        let text = String(decoding: buffer, as: UTF8.self)
        buffer.removeAll(keepingCapacity: true)
        offset = nil
        return text
    }
}
