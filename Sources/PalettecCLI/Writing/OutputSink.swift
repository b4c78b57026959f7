import PaletteEmitters
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Takes a generated file's bytes chunk by chunk as they are printed: writes them to a file, compares them with
/// the file already at the output path, or both at once.
///
/// A file with palettec's header (`digitsAt`) is printed with the digest's placeholder: the sink hashes every other
/// byte on the way, and `finishHeader()` writes the digest into its place with `pwrite` and compares it with the
/// existing file's, so the header is compared last and the file is never held whole.
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
    /// The digest of every byte consumed but the header's digits, for a file with a header.
    private var headerDigest = ContentDigest()
    /// Where the header's digest digits go, if the file has a header.
    private let digitsAt: Int?
    /// How many bytes were consumed.
    private var position = 0
    /// The header's digits, once `finishHeader()` worked them out.
    private(set) var headerDigits: [UInt8]?
    /// Where the bytes whose write-back was not started yet begin.
    private var writeBackStart = 0

    /// Creates a sink writing to `output` and comparing with `existing` (descriptors it does not close); a file
    /// whose header's digits stand at `digitsAt` gets them filled in by `finishHeader()`.
    init(writingTo output: Int32?, comparingWith existing: Int32?, digitsAt: Int? = nil) {
        self.output = output
        self.existing = existing
        self.sameSoFar = existing != nil
        self.digitsAt = digitsAt
    }

    /// The pause after each 64 KiB written, from `PALETTEC_TEST_SLOW_WRITES` (microseconds; tests only).
    ///
    /// The kill tests set it so that a SIGKILL reliably lands while a large output is being written.
    private static let testWritePause: UInt32 = {
        UInt32(ProcessInfo.processInfo.environment["PALETTEC_TEST_SLOW_WRITES"] ?? "") ?? 0
    }()

    /// Writes and compares one chunk.
    func consume(_ bytes: UnsafeRawBufferPointer) {
        let start = position
        position += bytes.count
        if let output, failure == nil {
            failure = Self.writeAll(bytes, to: output)
            startWriteBack(of: output)
        }
        guard let digitsAt, digitsAt < position, start < digitsAt + GeneratedHeader.digestLength else {
            take(bytes)
            return
        }
        // The placeholder is neither hashed nor compared: the digest goes there, compared last.
        let from = max(digitsAt - start, 0)
        let to = min(digitsAt + GeneratedHeader.digestLength - start, bytes.count)
        take(UnsafeRawBufferPointer(rebasing: bytes[..<from]))
        if sameSoFar { sameSoFar = existingSkips(to - from) }
        take(UnsafeRawBufferPointer(rebasing: bytes[to...]))
    }

    /// Asks the system to start writing the file's new bytes to disk once several megabytes are waiting, so that the
    /// `fsync` of `finish()` waits for the last of them only; not for a file that so far holds the bytes of the file
    /// it would replace, which is dropped if it stays so.
    private func startWriteBack(of output: Int32) {
        #if os(Linux)
        guard !sameSoFar, position - writeBackStart >= Self.writeBackStep else { return }
        // POSIX_FADV_DONTNEED starts the write-back of the range's dirty pages without waiting for it; pages that are
        // being written stay cached.
        _ = posix_fadvise(output, off_t(writeBackStart), off_t(position - writeBackStart), POSIX_FADV_DONTNEED)
        writeBackStart = position
        #endif
    }

    /// How many new bytes wait before their write-back is started.
    private static let writeBackStep = 8 << 20

    /// Digests (for a file with a header) and compares bytes outside the header's digits.
    private func take(_ bytes: UnsafeRawBufferPointer) {
        if digitsAt != nil { headerDigest.update(bytes) }
        if sameSoFar { sameSoFar = existingContinues(with: bytes) }
    }

    /// Works out the header's digest once every byte is consumed, writes it into its place, and compares it with
    /// the existing file's.
    ///
    /// Returns a failure if the file is too short to hold it; nothing to do without a header.
    func finishHeader() -> String? {
        guard let digitsAt else { return nil }
        guard position >= digitsAt + GeneratedHeader.digestLength else {
            sameSoFar = false
            return "palettec printed no header where the format puts it"
        }
        let digits = GeneratedHeader.digits(of: headerDigest)
        headerDigits = digits
        if let output, failure == nil {
            let written = digits.withUnsafeBytes { pwrite(output, $0.baseAddress, $0.count, off_t(digitsAt)) }
            if written != digits.count { failure = String(cString: strerror(errno)) }
        }
        if sameSoFar, let existing {
            var old = [UInt8](repeating: 0, count: digits.count)
            let read = old.withUnsafeMutableBytes { pread(existing, $0.baseAddress, $0.count, off_t(digitsAt)) }
            sameSoFar = read == digits.count && old == digits
        }
        return failure
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

    /// Reads past `count` bytes of the existing file without comparing them; false if it ends first.
    private func existingSkips(_ count: Int) -> Bool {
        guard let existing, count > 0 else { return existing != nil }
        if readBuffer.count < count { readBuffer = [UInt8](repeating: 0, count: count) }
        var filled = 0
        while filled < count {
            let got = readBuffer.withUnsafeMutableBytes { read(existing, $0.baseAddress, count - filled) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { return false }
            filled += got
        }
        return true
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
