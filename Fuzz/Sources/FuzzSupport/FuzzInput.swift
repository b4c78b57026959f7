/// One libFuzzer input as bytes, with helpers to split off a selector byte.
public struct FuzzInput: Sendable {
    /// Every byte libFuzzer passed.
    public let bytes: [UInt8]

    /// Copies libFuzzer's buffer, which is only valid for the duration of the call.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        self.bytes = Array(UnsafeBufferPointer(start: data, count: max(0, size)))
    }

    /// The first byte reduced to one of `choices` (0 for an empty input), so one harness can cover several readers.
    public func selector(of choices: Int) -> Int {
        guard let first = bytes.first, choices > 0 else { return 0 }
        return Int(first) % choices
    }

    /// The bytes after the selector byte.
    public var payload: [UInt8] {
        Array(bytes.dropFirst())
    }
}
