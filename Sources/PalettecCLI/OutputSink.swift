import Foundation
import PaletteEmitters
import PaletteModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Takes a generated file's bytes chunk by chunk as they are printed: writes them to a file, compares them with
/// the file already at the output path, or both at once.
final class OutputSink: ByteSink {
    /// Where the bytes are written, if anywhere.
    private let output: Int32?
    /// The existing file they are compared with, if any.
    private let existing: Int32?
    /// Whether every byte so far equals the existing file's byte at the same place.
    private var sameSoFar: Bool
    /// The first write failure.
    private var failure: String?
    /// The reusable buffer for reading the existing file.
    private var readBuffer: [UInt8] = []
    /// The SHA-256 of every byte consumed, for the build record (when `digesting`).
    private(set) var digest = SHA256()
    /// Whether the bytes are digested: not for a copy, whose source's digest the frontend already computed.
    private let digesting: Bool

    /// Creates a sink writing to `output` and comparing with `existing` (descriptors it does not close).
    init(writingTo output: Int32?, comparingWith existing: Int32?, digesting: Bool = true) {
        self.output = output
        self.existing = existing
        self.sameSoFar = existing != nil
        self.digesting = digesting
    }

    /// The pause after each 64 KiB written, from `PALETTEC_TEST_SLOW_WRITES` (microseconds; tests only).
    ///
    /// The kill tests set it so that a SIGKILL reliably lands while a large output is being written.
    private static let testWritePause: UInt32 = {
        UInt32(ProcessInfo.processInfo.environment["PALETTEC_TEST_SLOW_WRITES"] ?? "") ?? 0
    }()

    /// Writes and compares one chunk.
    func consume(_ bytes: UnsafeRawBufferPointer) {
        if digesting { digest.update(bytes) }
        if sameSoFar { sameSoFar = existingContinues(with: bytes) }
        if let output, failure == nil { failure = Self.writeAll(bytes, to: output) }
    }

    /// Whether the existing file held exactly the bytes consumed, and nothing more.
    var matchesExisting: Bool {
        guard sameSoFar, let existing else { return false }
        var probe: UInt8 = 0
        while true {
            let count = read(existing, &probe, 1)
            if count < 0, errno == EINTR { continue }
            return count == 0
        }
    }

    /// The first write failure so far, without flushing.
    var writeFailure: String? { failure }

    /// Flushes what was written to disk; returns the first failure, if any.
    func finish() -> String? {
        if failure == nil, let output, fsync(output) != 0 {
            failure = String(cString: strerror(errno))
        }
        return failure
    }

    /// Reads as many bytes from the existing file as `bytes` holds and compares them.
    private func existingContinues(with bytes: UnsafeRawBufferPointer) -> Bool {
        guard let existing else { return false }
        if bytes.isEmpty { return true }
        if readBuffer.count < bytes.count { readBuffer = [UInt8](repeating: 0, count: bytes.count) }
        var filled = 0
        while filled < bytes.count {
            let count = readBuffer.withUnsafeMutableBytes { buffer in
                read(existing, buffer.baseAddress.map { $0 + filled }, bytes.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return false }
            filled += count
        }
        return readBuffer.withUnsafeBytes { old in
            guard let new = bytes.baseAddress, let old = old.baseAddress else { return false }
            return memcmp(new, old, bytes.count) == 0
        }
    }

    /// Writes every byte to a descriptor; returns the failure, if any.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var written = 0
        let pause = testWritePause
        guard let base = bytes.baseAddress else { return nil }
        while written < bytes.count {
            let chunk = min(bytes.count - written, 64 * 1024)
            let result = write(descriptor, base + written, chunk)
            if result < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += result
            if pause > 0 { usleep(pause) }
        }
        return nil
    }
}
