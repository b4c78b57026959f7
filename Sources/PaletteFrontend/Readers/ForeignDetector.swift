import PaletteModel

/// Chooses the input format of a path by asking every reader of `PaletteReaders.all`.
///
/// Each says how sure it is by names alone; when none claims the path, each says how sure it is by the contents.
/// The surest wins, and between equally sure readers the first in the registry. `Docs/Formats.md` lists the rules.
enum ForeignDetector {
    /// The format of `path`, or `nil`.
    static func detect(path: String, files: any FileProvider, limits: ReaderLimits) -> InputFormat? {
        let candidate = DetectionCandidate(path: path, files: files, limits: limits)
        if let format = surest(by: { $0.confidence(byName: candidate) }) { return format }
        // A file that cannot be read has no contents to judge; a folder's are the files it holds.
        guard candidate.isFolder || candidate.bytes != nil else { return nil }
        return surest { $0.confidence(byContents: candidate) }
    }

    /// The format of the surest reader by `confidence`, the first in the registry among equals; `nil` when no
    /// reader is sure at all.
    private static func surest(by confidence: (any PaletteReader) -> DetectionConfidence?) -> InputFormat? {
        var best: (format: InputFormat, confidence: DetectionConfidence)?
        for reader in PaletteReaders.all {
            guard let level = confidence(reader) else { continue }
            if let best, best.confidence >= level { continue }
            best = (reader.format, level)
        }
        return best?.format
    }
}
