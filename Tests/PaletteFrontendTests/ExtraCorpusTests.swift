import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// The shared corpus's folders that this repository may not hold a copy of (`Corpus.extraFolders`), read from
/// `PALETTEC_EXTRA_CORPUS`: their pinned outcomes, and Foundation as the oracle of their JSON.
///
/// `make test` leaves this suite out; `make test-extra-corpus EXTRA_CORPUS=PATH` runs it, as `.ci/run` does when
/// `../shared/corpus` is there.
@Suite struct ExtraCorpusTests {
    @Test(
        .enabled(if: Corpus.extraRoot != nil, "PALETTEC_EXTRA_CORPUS does not name the shared corpus"),
        arguments: ForeignCorpusTests.expectations.filter { Corpus.isExtra($0.input) }
    )
    func readsAsPinned(_ expected: ForeignCorpusTests.Expectation) throws {
        try ForeignCorpusTests().readsAsPinned(expected)
    }

    @Test(.enabled(if: Corpus.extraRoot != nil, "PALETTEC_EXTRA_CORPUS does not name the shared corpus"))
    func jsonFilesReadAsFoundationReadsThem() throws {
        let root = try #require(Corpus.extraRoot)
        let paths = Corpus.extraFolders.flatMap { folder in
            ReaderOracleTests.files(under: root.appendingPathComponent(folder), extensions: ["json"]).map {
                folder + "/" + $0
            }
        }
        #expect(paths.count >= 10)
        for path in paths {
            guard let bytes = ReaderOracleTests.bytes(of: root.appendingPathComponent(path)) else { continue }
            var diagnostics = DiagnosticBag()
            let node = JSONReader.read(SourceFile(path: path, bytes: bytes), diagnostics: &diagnostics)
            let foundation = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            let ours = try #require(node, "\(path): \(diagnostics.diagnostics)")
            #expect(diagnostics.diagnostics.isEmpty, "\(path): \(diagnostics.diagnostics)")
            let expected = ReaderOracleTests.plain(foundation: foundation)
            #expect(ReaderOracleTests.matches(ReaderOracleTests.plain(ours), expected), "\(path)")
        }
    }
}
