import PaletteCompiler
import PaletteEmitters
import PaletteModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether an existing file is palettec's, by proof: never because it mentions palettec.
///
/// A format with a header (`OutputOwnership.header`) proves it by the header standing exactly at the format's
/// position (`Emitter.header(ofFileAt:)`) and carrying the digest of the file's other bytes (`GeneratedHeader`):
/// the whole file is read and hashed, a chunk at a time. A file whose header is in place but whose digest does not
/// match was edited by hand after palettec wrote it. A file palettec wrote before headers carried a digest has the
/// marker right at the position and no digest (`legacy`); the writer takes it over once, only if its whole header
/// line is the one this build would write without the digest (`legacyHeaderMatches`). An asset catalog's
/// `Contents.json` proves it by its exact top-level `info` member (`OutputOwnership.topLevelMember`).
enum GeneratedProof {
    /// What a file proves.
    enum Verdict: Equatable {
        /// The header is in place and its digest matches: palettec wrote the file and nobody changed it since.
        case palettecs
        /// The header is in place but its digest does not match the rest of the file.
        case edited
        /// The header of a palettec that wrote no digest, in place.
        case legacy
        /// Nothing proves palettec wrote it.
        case foreign

        /// Whether a file no build plans any more may be removed (or a copy it lists replaced): it is palettec's,
        /// or an earlier palettec's by its header's place and words (the limit of files written before digests: one
        /// edited since is taken too).
        var isRemovable: Bool { self == .palettecs || self == .legacy }
    }

    /// The largest `Contents.json` read for its `info` member; palettec's are a few hundred bytes.
    static let maximumMemberFileSize = 1 << 20

    /// What the file at `path` (relative to its output folder as `relativePath`) proves, for `emitter`'s format.
    static func verdict(ofFileAt path: String, relativePath: String, emitter: any Emitter) -> Verdict {
        switch emitter.ownership {
        case .header:
            guard let position = emitter.header(ofFileAt: relativePath) else { return .foreign }
            return verdict(ofFileAt: path, header: position)
        case .topLevelMember(let member):
            guard let bytes = FileOutput.head(of: path, headLength: maximumMemberFileSize + 1),
                bytes.count <= maximumMemberFileSize
            else { return .foreign }
            return holds(bytes, topLevelMember: member) ? .palettecs : .foreign
        case .canonicalForm, .editable:
            return .foreign
        }
    }

    /// What the file at `path` proves for a header at `position`.
    static func verdict(ofFileAt path: String, header position: GeneratedHeader.Position) -> Verdict {
        let lead = position.lead
        let digitsAt = position.digestOffset
        let length = GeneratedHeader.digestLength
        guard let head = FileOutput.head(of: path, headLength: digitsAt + length) else { return .foreign }
        if head.count == digitsAt + length, head.starts(with: lead), head[digitsAt...].allSatisfy(isHexDigit) {
            return digestMatches(fileAt: path, digits: Array(head[digitsAt...]), at: digitsAt) ? .palettecs : .edited
        }
        let legacyLead = position.legacyLead
        guard head.starts(with: legacyLead) else { return .foreign }
        // The legacy sentence goes on with its sources or ends: anything else only starts with the marker.
        let rest = head[legacyLead.count...]
        let continuations = [" from ", ". DO NOT EDIT."].map { Array($0.utf8) }
        return continuations.contains(where: { rest.starts(with: $0) }) ? .legacy : .foreign
    }

    /// Whether the file at `path` whose digest digits, at `offset`, are `digits` hashes to them.
    private static func digestMatches(fileAt path: String, digits: [UInt8], at offset: Int) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var hash = ContentDigest()
        var position = 0
        var buffer = [UInt8](repeating: 0, count: FileOutput.copyChunk)
        let fieldEnd = offset + GeneratedHeader.digestLength
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            if count == 0 { break }
            buffer.withUnsafeBytes { chunk in
                let start = position
                // The chunk's bytes outside the digits.
                let before = min(max(offset - start, 0), count)
                let after = min(max(fieldEnd - start, 0), count)
                hash.update(UnsafeRawBufferPointer(rebasing: chunk[..<before]))
                hash.update(UnsafeRawBufferPointer(rebasing: chunk[after..<count]))
            }
            position += count
        }
        return GeneratedHeader.digits(of: hash) == digits
    }

    /// Whether a legacy file's header line, at `path`, is exactly the one `file` carries without its digest: the
    /// line palettec wrote for the same sources before headers carried a digest.
    ///
    /// `file` is printed to find its header line (its text is dropped as it prints, beyond the first line).
    static func legacyHeaderMatches(fileAt path: String, _ file: GeneratedFile) -> Bool {
        guard let position = file.header else { return false }
        let sink = HeadSink(limit: 64 * 1024)
        file.write(to: sink)
        let digitsAt = position.digestOffset
        let labelAt = digitsAt - GeneratedHeader.digestLabel.utf8.count
        let printed = sink.head
        guard printed.count > digitsAt + GeneratedHeader.digestLength,
            let lineEnd = printed[(digitsAt + GeneratedHeader.digestLength)...].firstIndex(of: 0x0A)
        else { return false }
        let expected = Array(printed[..<labelAt]) + Array(printed[(digitsAt + GeneratedHeader.digestLength)...lineEnd])
        return FileOutput.head(of: path, headLength: expected.count) == expected
    }

    /// Whether a JSON file printed as palettec prints it holds `member` at its top level: `member`'s text starts
    /// a line, and ends one or is followed by `,` and a line break, in a file that starts with `{` and a line
    /// break and ends with `}` and one.
    static func holds(_ bytes: [UInt8], topLevelMember member: String) -> Bool {
        guard bytes.starts(with: Array("{\n".utf8)), bytes.suffix(2).elementsEqual(Array("}\n".utf8)) else {
            return false
        }
        let text = Array(member.utf8)
        return FileOutput.contains(bytes[...], [0x0A] + text + [0x0A])
            || FileOutput.contains(bytes[...], [0x0A] + text + Array(",\n".utf8))
    }

    /// Whether a byte is a lowercase hexadecimal digit, as the header's digest is written.
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }
}

/// Keeps the first bytes printed into it and drops the rest.
private final class HeadSink: ByteSink {
    /// How many bytes are kept.
    let limit: Int
    /// The bytes kept.
    private(set) var head: [UInt8] = []

    /// Creates a sink keeping the first `limit` bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// Keeps what fits.
    func consume(_ bytes: UnsafeRawBufferPointer) {
        guard head.count < limit else { return }
        head += bytes.prefix(limit - head.count)
    }
}

extension GeneratedProof {
    /// What the file at a planned file's path proves, for the planned file's format.
    static func verdict(of planned: OutputPlanner.PlannedFile) -> Verdict {
        guard let format = planned.format else { return .foreign }
        return verdict(ofFileAt: planned.path, relativePath: planned.file.relativePath, emitter: format.emitter)
    }
}
