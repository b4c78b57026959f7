/// A growing run of bytes that appends by copying memory straight in: the storage behind `CodePrinter`.
///
/// An append is one capacity check and one copy into memory the buffer owns, where `Array.append(contentsOf:)`
/// costs ~90 instructions a call in its generic path, and far more in a debug build (a printer makes tens of
/// millions of appends for a large palette). Copies of a buffer share the memory until one of them writes, as
/// an array's copies do.
struct ByteBuffer {
    /// The memory the bytes are written into.
    private final class Storage {
        /// The first byte.
        let base: UnsafeMutableRawPointer
        /// How many bytes fit.
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        }

        deinit {
            base.deallocate()
        }
    }

    /// The memory, shared with copies of this buffer until one of them writes.
    private var storage: Storage
    /// How many bytes are written.
    private(set) var count = 0

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        storage = Storage(capacity: max(capacity, 64))
    }

    /// Calls `body` with the written bytes.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeRawBufferPointer(start: storage.base, count: count)) }
    }

    /// The written bytes, copied into an array.
    var array: [UInt8] { withBytes { Array($0) } }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ source: UnsafeRawBufferPointer) {
        guard let start = source.baseAddress else { return }
        let end = count + source.count
        reserve(end)
        (storage.base + count).copyMemory(from: start, byteCount: source.count)
        count = end
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(count + 1)
        storage.base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Forgets the written bytes, keeping the room.
    mutating func removeAll() {
        count = 0
    }

    /// Makes the memory this buffer's own and large enough for `needed` bytes.
    @inline(__always)
    private mutating func reserve(_ needed: Int) {
        if needed > storage.capacity || !isKnownUniquelyReferenced(&storage) {
            let grown = Storage(
                capacity: needed > storage.capacity ? max(needed, 2 * storage.capacity) : storage.capacity
            )
            grown.base.copyMemory(from: storage.base, byteCount: count)
            storage = grown
        }
    }
}
