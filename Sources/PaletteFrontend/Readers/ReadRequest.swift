import PaletteModel

/// What a reader is asked to read: a path, the files it lies among, and the limits to keep to.
public struct ReadRequest {
    /// The file or folder to read.
    public var path: String
    /// Where every file comes from.
    public var files: any FileProvider
    /// The limits every parse keeps to.
    public var limits: ReaderLimits
    /// The theme to read for a group of themes (`Brand` → `Business`), for a format whose themes come in groups.
    public var themes: [String: String]

    /// A request to read `path` from `files` within `limits`, choosing `themes`.
    public init(
        path: String,
        files: any FileProvider,
        limits: ReaderLimits = .default,
        themes: [String: String] = [:]
    ) {
        self.path = path
        self.files = files
        self.limits = limits
        self.themes = themes
    }

    /// The path's last component.
    var name: String {
        PathText.lastComponent(path)
    }

    /// Whether the name ends with `suffix`, ignoring ASCII case.
    func hasSuffix(_ suffix: String) -> Bool {
        ForeignFiles.hasSuffix(name, suffix)
    }

    /// The file at the path, or `nil` after reporting why it could not be read.
    func file(diagnostics: inout DiagnosticBag) -> SourceFile? {
        ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics)
    }
}
