import PaletteModel

/// File loading for the foreign readers, over a `FileProvider` (no disk access of their own).
enum ForeignFiles {
    /// The file's bytes as a `SourceFile`, or `nil` after reporting `unreadable-file`, or `limit-exceeded` when
    /// the file is larger than `limits.maxFileBytes` (checked before it is read, where the provider knows sizes).
    static func load(
        _ path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag,
        referencedFrom location: Diagnostic.Location? = nil
    ) -> SourceFile? {
        if let problem = limits.fileSizeProblem(path: path, size: files.size(of: path), at: location) {
            diagnostics.report(problem)
            return nil
        }
        guard let bytes = files.contents(of: path) else {
            diagnostics.report(
                files.isFolder(path)
                    ? .folderNotFile(path, at: location)
                    : .unreadableForeignFile(path, why: files.whyUnreadable(path), at: location)
            )
            return nil
        }
        return SourceFile(path: path, bytes: bytes)
    }

    /// Whether `name` ends with `suffix`, ignoring ASCII case.
    static func hasSuffix(_ name: String, _ suffix: String) -> Bool {
        name.lowercased().hasSuffix(suffix.lowercased())
    }
}

extension Diagnostic {
    fileprivate static func folderNotFile(_ path: String, at location: Location?) -> Diagnostic {
        Diagnostic(.unreadableFile, "'\(path)' is a folder, not a file", at: location)
    }

    fileprivate static func unreadableForeignFile(_ path: String, why: String, at location: Location?) -> Diagnostic {
        Diagnostic(.unreadableFile, "'\(path)' cannot be read: \(why)", at: location)
    }
}
