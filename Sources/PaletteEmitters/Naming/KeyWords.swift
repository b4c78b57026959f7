/// The words of a palette key: the one splitting rule that Swift identifiers and CSS property names share.
///
/// Words break at every ASCII character that is not a letter or digit (the character is dropped), at a
/// lower → upper case change, and before the last capital of a capital run followed by a lower-case letter
/// (`URLColor` → `URL`, `Color`); a letter–digit change is not a break. Every non-ASCII scalar is a word of
/// its own. Because both emitters walk keys through this one function, two keys collide in one output exactly
/// when their words collide.
enum KeyWords {
    /// One step through a key.
    enum Piece {
        /// An ASCII letter or digit as written, and whether it starts a word.
        case ascii(UInt8, startsWord: Bool)
        /// A non-ASCII scalar, which is a word of its own.
        case scalar(UInt32)
    }

    /// `name(bytes)` when `key` is ASCII (almost every key): a name of at most `capacity(count)` bytes spelled from
    /// the key's bytes, without an array in between; otherwise `nil`.
    @inline(__always)
    static func asciiName(
        of key: String,
        capacity: (Int) -> Int,
        _ name: (UnsafeBufferPointer<UInt8>, UnsafeMutableBufferPointer<UInt8>) -> Int
    ) -> String? {
        key.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            // Spelled on the stack, then made a string: a short name is a small string, with no allocation at all.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(bytes.count)) { spelled in
                let count = name(bytes, spelled)
                return String(decoding: UnsafeBufferPointer(rebasing: spelled[..<count]), as: UTF8.self)
            }
        } ?? nil
    }

    /// Calls `body` for every letter, digit and non-ASCII scalar of `key`, in order.
    @inline(__always)
    static func forEach(in key: String, _ body: (Piece) -> Void) {
        // An ASCII key (almost every key) is walked on its bytes, which are its scalars, without decoding them.
        let walked = key.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            forEach(ascii: bytes, body)
            return true
        }
        if walked != true { forEach(scalarsOf: key, body) }
    }

    /// `forEach(in:_:)` over the bytes of an ASCII key (every piece is `.ascii`).
    @inline(__always)
    static func forEach(ascii bytes: UnsafeBufferPointer<UInt8>, _ body: (Piece) -> Void) {
        var wordOpen = false
        var previous = CharacterClass.separator
        for index in bytes.indices {
            let byte = bytes[index]
            let current = CharacterClass(UInt32(byte))
            switch current {
            case .separator, .nonASCII:
                wordOpen = false
            case .upper, .lower, .digit:
                let following = index + 1 < bytes.count ? CharacterClass(UInt32(bytes[index + 1])) : .separator
                let split =
                    wordOpen
                    && ((previous == .lower && current == .upper)
                        || (previous == .upper && current == .upper && following == .lower))
                body(.ascii(byte, startsWord: !wordOpen || split))
                wordOpen = true
            }
            previous = current
        }
    }

    /// `forEach(in:_:)` over the Unicode scalars of any key.
    private static func forEach(scalarsOf key: String, _ body: (Piece) -> Void) {
        var scalars = key.unicodeScalars.makeIterator()
        var next = scalars.next()
        var wordOpen = false
        var previous = CharacterClass.separator
        while let scalar = next {
            next = scalars.next()
            let value = scalar.value
            let current = CharacterClass(value)
            switch current {
            case .separator:
                wordOpen = false
            case .nonASCII:
                body(.scalar(value))
                wordOpen = false
            case .upper, .lower, .digit:
                let following = next.map { CharacterClass($0.value) } ?? .separator
                let split =
                    wordOpen
                    && ((previous == .lower && current == .upper)
                        || (previous == .upper && current == .upper && following == .lower))
                body(.ascii(UInt8(value), startsWord: !wordOpen || split))
                wordOpen = true
            }
            previous = current
        }
    }

    /// The classes of scalar the naming rule tells apart.
    private enum CharacterClass {
        /// An ASCII character that is not a letter or digit.
        case separator
        /// `A`–`Z`.
        case upper
        /// `a`–`z`.
        case lower
        /// `0`–`9`.
        case digit
        /// Any scalar above U+007F.
        case nonASCII

        /// The class of a scalar value.
        init(_ value: UInt32) {
            switch value {
            case 0x41...0x5A: self = .upper
            case 0x61...0x7A: self = .lower
            case 0x30...0x39: self = .digit
            case 0x80...: self = .nonASCII
            default: self = .separator
            }
        }
    }
}
