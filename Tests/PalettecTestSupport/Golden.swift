public import Foundation
public import Testing

/// Golden files: compare output with a committed file; `PALETTEC_RECORD=1` rewrites it and fails the run.
public enum Golden {
    /// The package root, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this run records golden files instead of comparing.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["PALETTEC_RECORD"] == "1"
    }

    /// Compares `actual` with the golden file at `path` (relative to the package root), or records it.
    public static func expect(
        _ actual: [UInt8],
        matches path: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = packageRoot.appendingPathComponent(path)
        let expected = (try? Data(contentsOf: url)).map { [UInt8]($0) }
        if expected == actual { return }
        if isRecording {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("refusing to record golden files under CI=true", sourceLocation: sourceLocation)
                return
            }
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try? Data(actual).write(to: url)
            Issue.record(
                "recorded \(path); review it with git diff and run the tests again",
                sourceLocation: sourceLocation
            )
            return
        }
        guard let expected else {
            Issue.record("missing golden file \(path); run 'make golden' and review it", sourceLocation: sourceLocation)
            return
        }
        let diff = LineDiff.describe(
            expected: String(decoding: expected, as: UTF8.self),
            actual: String(decoding: actual, as: UTF8.self)
        )
        Issue.record(
            "\(path) differs from the output; if the change is intended run 'make golden' and review the diff\n\(diff)",
            sourceLocation: sourceLocation
        )
    }

    /// Compares text with a golden file.
    public static func expect(
        _ actual: String,
        matches path: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(Array(actual.utf8), matches: path, sourceLocation: sourceLocation)
    }
}
