import PaletteCompiler
import PaletteFrontend
import PaletteModel

/// `-` as a path: standard input where a command reads a palette, standard output where it writes one file.
enum StandardInput {
    /// What a path operand or `--output` says for standard input or output.
    static let operand = "-"
    /// The path palettes read from standard input have in diagnostics.
    static let path = "<stdin>"

    /// Reads standard input up to `maxBytes` and one byte more (so a larger input is refused by the size limit
    /// without being held whole).
    static func read(maxBytes: Int) -> [UInt8] {
        StandardStream.input.read(maxBytes: maxBytes + 1)
    }

    /// `files`, with standard input at `path` when an input reads it (its bytes read now, up to `limits`).
    static func files(
        _ files: any FileProvider,
        for inputs: [PaletteLoader.Input],
        limits: ReaderLimits
    ) -> any FileProvider {
        guard inputs.contains(where: { $0.path == path }) else { return files }
        return StandardInputFiles(base: files, bytes: read(maxBytes: limits.maxFileBytes))
    }
}

/// A file provider that answers for `StandardInput.path` with the bytes read from standard input, and asks `base`
/// about every other path.
struct StandardInputFiles: FileProvider {
    /// The provider of every other path.
    var base: any FileProvider
    /// What standard input held.
    var bytes: [UInt8]

    func contents(of path: String) -> [UInt8]? {
        path == StandardInput.path ? bytes : base.contents(of: path)
    }

    func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead {
        guard path == StandardInput.path else { return base.read(path, maxBytes: maxBytes, digest: digest) }
        guard bytes.count <= maxBytes else { return .tooLarge(size: bytes.count) }
        return .file(bytes, digest: digest ? ContentDigest(of: bytes).hex : nil)
    }

    func entries(of path: String) -> [String]? {
        path == StandardInput.path ? nil : base.entries(of: path)
    }

    func undecodableEntries(of path: String) -> [String] {
        base.undecodableEntries(of: path)
    }

    func isFolder(_ path: String) -> Bool {
        path == StandardInput.path ? false : base.isFolder(path)
    }

    func size(of path: String) -> Int? {
        path == StandardInput.path ? bytes.count : base.size(of: path)
    }

    func whyUnreadable(_ path: String) -> String {
        base.whyUnreadable(path)
    }

    func resolvedPath(_ path: String) -> String? {
        path == StandardInput.path ? path : base.resolvedPath(path)
    }
}
