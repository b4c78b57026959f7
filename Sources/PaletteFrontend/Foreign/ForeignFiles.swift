import PaletteModel

/// Paths and file loading for the foreign readers, over a `FileProvider` (no disk access of their own).
enum ForeignFiles {
    /// `folder/name`, without doubling a trailing `/`.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The last path component (`light.plist` of `a/b.bundle/light.plist`), ignoring a trailing `/`.
    static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? trimmed
    }

    /// The folder holding `path` (`a/b` of `a/b/c.json`), or `""` for a bare name.
    static func parent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return trimmed == "/" ? "/" : String(trimmed[..<slash])
    }

    /// The path with `.` and `..` components folded (`a/./b/../c` → `a/c`); a leading `..` is kept.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

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
            let what = files.isFolder(path) ? "is a folder, not a file" : "cannot be read"
            diagnostics.report(Diagnostic(.unreadableFile, "'\(path)' \(what)", at: location))
            return nil
        }
        return SourceFile(path: path, bytes: bytes)
    }

    /// Whether `name` ends with `suffix`, ignoring ASCII case.
    static func hasSuffix(_ name: String, _ suffix: String) -> Bool {
        name.lowercased().hasSuffix(suffix.lowercased())
    }
}
