#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output or error: read with `read(2)`, written with `write(2)` until every byte is out.
struct StandardStream: Sendable {
    /// The file descriptor.
    let descriptor: Int32

    /// File descriptor 0.
    static let input = StandardStream(descriptor: 0)
    /// File descriptor 1.
    static let output = StandardStream(descriptor: 1)
    /// File descriptor 2.
    static let error = StandardStream(descriptor: 2)

    /// Writes `text`'s UTF-8 bytes, retrying after a signal and stopping at the first other failure (a closed pipe).
    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let count = systemWrite(descriptor, start + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }
    }

    /// Reads up to `maxBytes` bytes, until end of file or the first failure.
    func read(maxBytes: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < maxBytes {
            let wanted = min(chunk.count, maxBytes - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
}

#if canImport(Glibc)
/// `read(2)`, named apart from `StandardStream.read`.
private let systemRead = Glibc.read
#elseif canImport(Musl)
/// `read(2)`, named apart from `StandardStream.read`.
private let systemRead = Musl.read
#elseif canImport(Darwin)
/// `read(2)`, named apart from `StandardStream.read`.
private let systemRead = Darwin.read
#endif

#if canImport(Glibc)
/// `write(2)`, named apart from `StandardStream.write`.
private let systemWrite = Glibc.write
#elseif canImport(Musl)
/// `write(2)`, named apart from `StandardStream.write`.
private let systemWrite = Musl.write
#elseif canImport(Darwin)
/// `write(2)`, named apart from `StandardStream.write`.
private let systemWrite = Darwin.write
#endif
