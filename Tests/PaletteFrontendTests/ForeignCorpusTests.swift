import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Every real file in `Tests/Corpus/` either reads with the right colors or fails with the diagnostic a user
/// would want; the outcome of each is pinned here.
@Suite struct ForeignCorpusTests {
    /// What reading one corpus input must give.
    struct Expectation: CustomTestStringConvertible, Sendable {
        /// The path passed to the reader, relative to the corpus (a file or a folder).
        var input: String
        /// The corpus files this input accounts for, relative to the corpus (the input itself when empty).
        var covers: [String] = []
        /// The detected format (`nil`: palettec does not recognize the file).
        var format: InputFormat?
        /// The format to read with when detection gives none (or another), to pin what that reports.
        var readAs: InputFormat?
        /// The documents read.
        var documents = 1
        /// The entries over all documents.
        var entries = 0
        /// The images over all documents.
        var images = 0
        /// Spot checks: `key@appearance` (`*` for every appearance) → `#RRGGBBAA`, `p3(r g b a)`, `{alias}` or text.
        var values: [String: String] = [:]
        /// The `severity rule` of every diagnostic the reader reports, sorted.
        var rules: [String] = []
        /// The entries of the lowered palette, or `nil` when lowering finds errors (or nothing was read).
        var palette: Int?
        /// The `severity rule` of every diagnostic lowering adds, sorted.
        var loweringRules: [String] = []

        /// The input, as the test case's name.
        var testDescription: String { input }
    }

    /// The corpus folder, `Tests/Corpus`.
    static let corpus: URL = Corpus.root

    /// Every corpus file by path relative to the corpus, with the files of `Corpus.extraFolders` when
    /// `Corpus.extraRoot` is set, or `nil` when there is no corpus here.
    static let files: [String: [UInt8]]? = {
        var files = contents(of: corpus)
        if let extra = Corpus.extraRoot {
            for (path, bytes) in contents(of: extra) where Corpus.isExtra(path) { files[path] = bytes }
        }
        return files.isEmpty ? nil : files
    }()

    /// Every file below `folder`, by its path relative to `folder`.
    static func contents(of folder: URL) -> [String: [UInt8]] {
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [:] }
        var files: [String: [UInt8]] = [:]
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let data = try? Data(contentsOf: url)
            else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = [UInt8](data)
        }
        return files
    }

    /// The corpus as a file provider, or `nil` after recording why the test cannot run.
    static func provider() -> MemoryFileProvider? {
        if let files { return MemoryFileProvider(files: files) }
        Issue.record("the corpus at \(corpus.path) holds no files")
        return nil
    }

    /// A value's pinned spelling.
    static func spelling(_ content: ValueSyntax.Content) -> String {
        switch content {
        case .color(let color) where color.space == .displayP3:
            let parts = [color.red, color.green, color.blue, color.alpha].map(ColorValue.decimal)
            return "p3(" + parts.joined(separator: " ") + ")"
        case .color(let color): return color.hexRGBA
        case .alias(let key): return "{" + key + "}"
        case .text(let text): return text
        case .hex(let packed): return "#" + HexEncoder.string(packed, minimumDigits: 8, .upper)
        case .reported: return "(reported)"
        case .derived(let expression): return "(derived \(expression))"
        case .flattenedAlias(let content, let alias): return spelling(content) + " (stands for {" + alias + "})"
        }
    }

    /// The outcomes of the files in `Tests/Corpus`; `ExtraCorpusTests` checks those of `Corpus.extraFolders`.
    @Test(arguments: ForeignCorpusTests.expectations.filter { !Corpus.isExtra($0.input) })
    func readsAsPinned(_ expected: Expectation) throws {
        let files = try #require(Self.provider(), "the corpus in Tests/Corpus holds no files")
        let format = ForeignReader.detect(path: expected.input, files: files)
        #expect(format == expected.format)
        var diagnostics = DiagnosticBag()
        var documents =
            (expected.readAs ?? format).map {
                ForeignReader.read($0, path: expected.input, files: files, diagnostics: &diagnostics)
            } ?? []
        // The image files the documents name are read as `PaletteLoader` reads them.
        var images = ImageFileReader(files: files, limits: .default)
        for index in documents.indices {
            images.read(&documents[index], project: nil, diagnostics: &diagnostics)
        }
        #expect(documents.count == (expected.readAs ?? format).map { _ in expected.documents } ?? 0)
        #expect(documents.reduce(0) { $0 + $1.entries.count } == expected.entries)
        #expect(documents.reduce(0) { $0 + $1.images.count } == expected.images)
        var found: [String: String] = [:]
        for entry in documents.flatMap(\.entries) {
            for value in entry.values {
                found[entry.key + "@" + (value.appearance ?? "*")] = Self.spelling(value.content)
            }
        }
        for (slot, value) in expected.values.sorted(by: { $0.key < $1.key }) {
            #expect(found[slot] == value, "\(slot)")
        }
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue)" }.sorted() == expected.rules
        )
        // Every diagnostic points into a file of the input, never nowhere.
        #expect(diagnostics.diagnostics.allSatisfy { $0.location != nil })
        guard !documents.isEmpty else { return }
        // Lowering sees what the reader reported, as in a build, so a value the reader could not read is not
        // reported again as missing.
        var lowering = diagnostics
        let palette = PaletteLowering.lower(documents, diagnostics: &lowering)
        #expect(palette?.entries.count == expected.palette)
        let rules = lowering.diagnostics.dropFirst(diagnostics.diagnostics.count).map {
            "\($0.severity.rawValue) \($0.rule.rawValue)"
        }
        #expect(rules.sorted() == expected.loweringRules)
    }

    @Test func everyCorpusFileIsPinned() {
        guard let files = Self.files else {
            Issue.record("the corpus at \(Self.corpus.path) holds no files")
            return
        }
        let covered = Set(Self.expectations.flatMap { $0.covers.isEmpty ? [$0.input] : $0.covers })
        let unpinned = files.keys.filter {
            !covered.contains($0) && !Corpus.isPaperwork($0) && !Self.isAwaitingItsReader($0)
        }.sorted()
        #expect(unpinned.isEmpty, "corpus files without a pinned outcome: \(unpinned)")
        // The folders left out of the repository are here only with `Corpus.extraRoot`.
        let missing = covered.filter { files[$0] == nil && (Corpus.extraRoot != nil || !Corpus.isExtra($0)) }.sorted()
        #expect(missing.isEmpty, "pinned files missing from the corpus: \(missing)")
        // A folder leaves the list below once its files are pinned, and the list names only folders that are here.
        let pinnedWhileAwaiting = covered.filter(Self.isAwaitingItsReader).sorted()
        #expect(pinnedWhileAwaiting.isEmpty, "pinned files in folders still listed as awaiting: \(pinnedWhileAwaiting)")
        let absent = Self.awaitingReaders.filter { folder in !files.keys.contains { $0.hasPrefix(folder + "/") } }
        #expect(absent.isEmpty, "folders listed as awaiting that the corpus does not hold: \(absent)")
    }

    /// Corpus folders kept for readers palettec does not have yet, or has only in part.
    ///
    /// Real projects' Figma variables, CSS theme files, Tokens Studio themes across groups, Android values folders of
    /// several files and CSS Color 4 color spaces. Their outcomes are pinned with those readers; until then
    /// `everyCorpusFileIsPinned` asks only that they are here.
    static let awaitingReaders: [String] = []

    /// Whether a corpus path lies in a folder of `awaitingReaders`.
    static func isAwaitingItsReader(_ path: String) -> Bool {
        awaitingReaders.contains { path.hasPrefix($0 + "/") }
    }
}
