public import PaletteModel

/// What asking a `FileProvider` for a file gave: its bytes, or why nothing was read.
///
/// Every refusal is decided before a byte is read: a file outside the project by its path (`FileAccessPolicy`), a
/// FIFO, device or socket and a file over the size limit by the opened descriptor (`DiskFileProvider`).
public enum FileRead: Sendable, Equatable {
    /// The bytes of a regular file, and their `ContentDigest` (hex) when the reader asked for it.
    case file([UInt8], digest: String?)
    /// A folder, where a file was asked for.
    case folder
    /// A FIFO, a device or a socket, named as such (`a FIFO`, `a character device`): never opened for reading, as
    /// reading it could block forever or never end.
    case notRegular(kind: String)
    /// A regular file larger than the limit it was read with: `size` bytes.
    case tooLarge(size: Int)
    /// A path outside the project and outside every path named on the command line; `throughLink` when the path
    /// as written lies inside and a symbolic link on it leads out.
    case outsideProject(throughLink: Bool)
    /// Missing, or not readable: why (`no such file`, `permission denied`).
    case unreadable(why: String)

    /// The bytes, when a file was read.
    public var bytes: [UInt8]? {
        if case .file(let bytes, _) = self { bytes } else { nil }
    }

    /// The digest, when a file was read with one.
    public var digest: String? {
        if case .file(_, let digest) = self { digest } else { nil }
    }

    /// The diagnostic for a refused read of `path`; `nil` for a file.
    ///
    /// At `location`, the place that names the path (a `$ref`), else at the file itself. `limit` is the size limit
    /// the file was read with and `flag` the option that raises it.
    ///
    /// No message ever holds any of a refused file's bytes.
    public func problem(
        reading path: String,
        at location: Diagnostic.Location?,
        limit: Int,
        flag: String = "--max-file-size"
    ) -> Diagnostic? {
        switch self {
        case .file: nil
        case .folder: .folderNotFile(path, at: location)
        case .notRegular(let kind): .notRegularFile(path, kind: kind, at: location)
        case .tooLarge(let size):
            .fileTooLarge(
                path,
                size: size,
                limit: limit,
                flag: flag,
                at: location ?? .init(path: path, line: 1, column: 1)
            )
        case .outsideProject(let throughLink):
            .readOutsideProject(path, throughLink: throughLink, at: location)
        case .unreadable(let why): .unreadableFile(path, why: why, at: location)
        }
    }
}

extension Diagnostic {
    fileprivate static func folderNotFile(_ path: String, at location: Location?) -> Diagnostic {
        Diagnostic(.unreadableFile, "cannot read '\(path)': it is a folder", at: location)
    }

    fileprivate static func notRegularFile(_ path: String, kind: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .notRegularFile,
            "'\(path)' is \(kind), not a regular file; palettec reads only regular files",
            at: location
        )
    }

    fileprivate static func fileTooLarge(
        _ path: String,
        size: Int,
        limit: Int,
        flag: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "'\(path)' is \(size) bytes; the limit is \(limit) bytes (raise it with \(flag))",
            at: location
        )
    }

    fileprivate static func readOutsideProject(
        _ path: String,
        throughLink: Bool,
        at location: Location?
    ) -> Diagnostic {
        let how = throughLink ? "leads through a symbolic link" : "lies"
        return Diagnostic(
            .readOutsideProject,
            "'\(path)' \(how) outside the project and every path named on the command line; palettec reads files "
                + "only inside the project (the folder of palettec.json, or without one the working folder)",
            at: location
        )
    }

    fileprivate static func unreadableFile(_ path: String, why: String, at location: Location?) -> Diagnostic {
        Diagnostic(.unreadableFile, "cannot read '\(path)': \(why)", at: location)
    }
}
