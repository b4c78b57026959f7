/// A growing run of bytes that appends by copying memory straight in: the storage behind `CodePrinter`.
///
/// An append is one capacity check and one copy into memory the buffer owns, where `Array.append(contentsOf:)`
/// costs ~90 instructions a call in its generic path, and far more in a debug build (a printer makes tens of
/// millions of appends for a large palette). The buffer cannot be copied, so it owns its memory alone and an
/// append needs no check that nothing else shares it.
struct ByteBuffer: ~Copyable {
    /// The first byte.
    private var base: UnsafeMutableRawPointer
    /// How many bytes fit.
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 1)
    }

    deinit {
        base.deallocate()
    }

    /// Calls `body` with the written bytes.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The written bytes, copied into an array.
    var array: [UInt8] { withBytes { Array($0) } }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ source: UnsafeRawBufferPointer) {
        guard let start = source.baseAddress else { return }
        let end = count + source.count
        if end > capacity { grow(toHold: end) }
        (base + count).copyMemory(from: start, byteCount: source.count)
        count = end
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Appends the bytes `write` writes into room for `maximum` bytes; it returns how many it wrote.
    @inline(__always)
    mutating func append(atMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximum > capacity { grow(toHold: count + maximum) }
        count += write((base + count).bindMemory(to: UInt8.self, capacity: maximum))
    }

    /// Appends again the written bytes at `range`.
    mutating func appendCopy(of range: Range<Int>) {
        let end = count + range.count
        if end > capacity { grow(toHold: end) }
        (base + count).copyMemory(from: base + range.lowerBound, byteCount: range.count)
        count = end
    }

    /// Forgets the written bytes, keeping the room.
    mutating func removeAll() {
        count = 0
    }

    /// Doubles the room (or more) so that `needed` bytes fit.
    private mutating func grow(toHold needed: Int) {
        capacity = max(needed, 2 * capacity)
        let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        grown.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = grown
    }
}
