import PaletteModel
import Testing

@testable import PaletteEmitters

/// `WebURL`, the one rule for every URL the preview and the stylesheet write.
@Suite struct WebURLTests {
    /// A file name that is a script URL when written as it is.
    static let scriptName = HostileURLTests.scriptName

    @Test func aRelativePathIsEncodedAndNeverReadAsAScheme() {
        #expect(WebURL.path(Self.scriptName) == "./javascript:alert%28document.domain%29%3C!--.pdf")
        #expect(WebURL.path("art/javascript:x.pdf") == "art/javascript:x.pdf")
        #expect(WebURL.path("../a b/c%?#.png") == "../a%20b/c%25%3F%23.png")
        #expect(WebURL.path("/srv/x:y/a.png") == "/srv/x:y/a.png")
        #expect(WebURL.path("\u{202E}gnp.js:a") == "./%E2%80%AEgnp.js:a")
    }

    @Test func aGivenURLIsWrittenOnlyWithHTTPOrNoScheme() {
        #expect(WebURL.given("https://cdn.example/a b/?v=1#f") == "https://cdn.example/a%20b/?v=1#f")
        #expect(WebURL.given("HTTP://cdn.example/") == "HTTP://cdn.example/")
        #expect(WebURL.given("/static/") == "/static/")
        #expect(WebURL.given("//cdn.example/x/") == "//cdn.example/x/")
        #expect(WebURL.given("assets/a:b/") == "assets/a:b/")
        for hostile in ["javascript:alert(1)//", "JavaScript:x", "data:text/html,x", "file:///etc/", " javascript:x"] {
            #expect(WebURL.given(hostile) == nil, "\(hostile)")
        }
    }
}
