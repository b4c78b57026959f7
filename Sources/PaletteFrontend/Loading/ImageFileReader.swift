public import PaletteModel

/// Reads the image files the `images` of loaded documents name, through the `FileProvider`, so lowering stays pure:
/// each file value gets what lowering needs (`ImageFile`: kind from the bytes, pixel size, scale, byte count and
/// digest), or its problem is reported here at the value.
///
/// A file must lie inside the project: the folder of `palettec.json` when the build has one, else the palette
/// file's own folder. Both the path as written and the path its symbolic links lead to are checked, and nothing
/// outside is read. The loader's `FileAccessPolicy` applies too (the reads come through `PolicedFiles`); either
/// refusal is reported as `image-outside-project`, the image form of `read-outside-project`.
public struct ImageFileReader {
    /// What the loader found for one file value.
    public enum Found: Sendable, Equatable {
        /// The file, read and checked.
        case file(ImageFile)
        /// A problem, already reported at the value.
        case reported
    }

    /// What reading one path gave: the file and a warning about it, or an error.
    private enum Outcome {
        case file(ImageFile, warning: (Rule, DiagnosticMessage)?)
        case problem(Rule, DiagnosticMessage)
    }

    /// Where files come from.
    private let files: any FileProvider
    /// The limits (`maxImageBytes`).
    private let limits: ReaderLimits
    /// What each path gave, by project and path, so a file named several times is read once.
    private var outcomes: [String: Outcome] = [:]

    /// A reader over `files` within `limits`.
    public init(files: any FileProvider, limits: ReaderLimits) {
        self.files = files
        self.limits = limits
    }

    /// Fills in `found` for every file value of `document`'s images; `project` is the project folder (`nil`: the
    /// document's folder).
    public mutating func read(
        _ document: inout PaletteDocument,
        project: String?,
        diagnostics: inout DiagnosticBag
    ) {
        guard !document.images.isEmpty else { return }
        let folder = PathText.parent(document.path)
        let boundary = project.map { DiagnosticMessage.projectFolder($0) } ?? .paletteFolder(folder)
        let project = PathText.normalized(project ?? folder)
        for image in document.images.indices {
            for value in document.images[image].values.indices {
                guard case .file(let written) = document.images[image].values[value].content else { continue }
                let location = document.images[image].values[value].location
                let path = PathText.join(folder, written)
                let key = project + "\u{0}" + path
                let outcome = outcomes[key] ?? examine(path, written: written, project: project, boundary: boundary)
                outcomes[key] = outcome
                switch outcome {
                case .file(var file, let warning):
                    if let (rule, message) = warning {
                        diagnostics.report(Diagnostic(rule, message.text, at: location))
                    }
                    if let scale = document.images[image].values[value].scale { file.scale = scale }
                    document.images[image].values[value].found = .file(file)
                case .problem(let rule, let message):
                    diagnostics.report(Diagnostic(rule, message.text, at: location))
                    document.images[image].values[value].found = .reported
                }
            }
        }
    }

    /// Checks and reads the file at `path`, named as `written`, which must lie inside `project`.
    private func examine(_ path: String, written: String, project: String, boundary: DiagnosticMessage) -> Outcome {
        guard Self.path(path, isInside: project) else {
            return .problem(.imageOutsideProject, .outside(written, boundary: boundary, throughLink: false))
        }
        if let real = files.resolvedPath(path), let realProject = files.resolvedPath(project),
            !Self.path(real, isInside: realProject)
        {
            return .problem(.imageOutsideProject, .outside(written, boundary: boundary, throughLink: true))
        }
        // The digest comes with the bytes: a provider that records what a build read has taken it already.
        let bytes: [UInt8]
        let digest: String
        switch files.read(path, maxBytes: limits.maxImageBytes, digest: true) {
        case .file(let read, let readDigest):
            bytes = read
            digest = readDigest ?? ContentDigest(of: read).hex
        case .folder:
            return .problem(.unreadableFile, .imageIsFolder(written))
        case .tooLarge(let size):
            return .problem(.limitExceeded, .imageTooLarge(written, size: size, limit: limits.maxImageBytes))
        case .outsideProject(let throughLink):
            // The loader's policy (the project, or the paths named on the command line) refused it.
            return .problem(.imageOutsideProject, .outside(written, boundary: boundary, throughLink: throughLink))
        case .notRegular(let kind):
            return .problem(.notRegularFile, .imageNotRegular(written, kind: kind))
        case .unreadable(let why):
            return .problem(.unreadableFile, .imageUnreadable(written, why: why))
        }
        switch ImageHeader.read(bytes) {
        case .unknown:
            return .problem(.invalidImage, .unknownImageKind(written))
        case .damaged(let kind, let problem):
            return .problem(.invalidImage, .damagedImage(written, kind: kind, problem: problem))
        case .image(let kind, let pixelSize):
            let file = ImageFile(
                path: path,
                written: written,
                kind: kind,
                pixelSize: pixelSize,
                scale: ImageFile.scale(named: written),
                byteCount: bytes.count,
                digest: digest
            )
            return .file(file, warning: Self.kindMismatch(written, kind: kind))
        }
    }

    /// Whether the normalized `path` is `folder` or below it (both relative, or both absolute).
    static func path(_ path: String, isInside folder: String) -> Bool {
        PathText.path(path, isInside: folder)
    }

    /// A warning when the name's extension says another kind than the bytes do; unknown extensions say nothing.
    static func kindMismatch(_ written: String, kind: ImageFile.Kind) -> (Rule, DiagnosticMessage)? {
        let name = PathText.lastComponent(written)
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let named: ImageFile.Kind
        switch name[name.index(after: dot)...].lowercased() {
        case "png": named = .png
        case "jpg", "jpeg": named = .jpeg
        case "pdf": named = .pdf
        case "svg": named = .svg
        default: return nil
        }
        guard named != kind else { return nil }
        return (.imageKindMismatch, .kindMismatch(written, kind: kind, named: named))
    }

    /// The kind's name in messages.
    static func name(of kind: ImageFile.Kind) -> String {
        switch kind {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .pdf: "PDF"
        case .svg: "SVG"
        }
    }
}

extension DiagnosticMessage {
    /// The folder images must lie in when the build has a `palettec.json`.
    fileprivate static func projectFolder(_ project: String) -> Self {
        Self(text: "the project folder '\(PathText.normalized(project))' (where palettec.json is)")
    }

    /// The folder images must lie in without a `palettec.json`.
    fileprivate static func paletteFolder(_ folder: String) -> Self {
        Self(text: "the palette's folder '\(folder)' (without palettec.json, the project is the palette's folder)")
    }

    /// An `image-outside-project` message; `boundary` is `projectFolder` or `paletteFolder`.
    fileprivate static func outside(_ written: String, boundary: Self, throughLink: Bool) -> Self {
        let how = throughLink ? "leads through a symbolic link" : "lies"
        return Self(
            text: "image '\(written)' \(how) outside \(boundary.text); palettec reads images only inside the project"
        )
    }

    fileprivate static func imageIsFolder(_ written: String) -> Self {
        Self(text: "image '\(written)' is a folder; name an image file")
    }

    fileprivate static func imageTooLarge(_ written: String, size: Int, limit: Int) -> Self {
        Self(
            text: "image '\(written)' is \(size) bytes; the limit for an image is \(limit) bytes (raise it with "
                + "--max-image-size)"
        )
    }

    fileprivate static func imageNotRegular(_ written: String, kind: String) -> Self {
        Self(text: "image '\(written)' is \(kind), not a regular file; palettec reads only regular files")
    }

    fileprivate static func imageUnreadable(_ written: String, why: String) -> Self {
        Self(text: "cannot read image '\(written)': \(why)")
    }

    fileprivate static func unknownImageKind(_ written: String) -> Self {
        Self(text: "'\(written)' is not a PNG, JPEG, PDF or SVG file (palettec reads the kind from the first bytes)")
    }

    fileprivate static func damagedImage(_ written: String, kind: ImageFile.Kind, problem: String) -> Self {
        Self(text: "'\(written)' is a damaged \(ImageFileReader.name(of: kind)) file: \(problem)")
    }

    fileprivate static func kindMismatch(_ written: String, kind: ImageFile.Kind, named: ImageFile.Kind) -> Self {
        let (actual, claimed) = (ImageFileReader.name(of: kind), ImageFileReader.name(of: named))
        return Self(
            text: "'\(written)' holds a \(actual) image, not \(claimed) as its name says; outputs copy it as \(actual) "
                + "('.\(kind.fileExtension)')"
        )
    }
}
