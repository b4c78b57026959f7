import Foundation
import PaletteModel
import Testing

/// Tests of `XMLEscaper`: the exact spelling, comments, the XML 1.0 character rule, and a plist reader's view.
@Suite struct XMLEscaperTests {
    @Test func markupAndCarriageReturnAreEscaped() {
        #expect(XMLEscaper.escaped("PGC01") == "PGC01")
        #expect(XMLEscaper.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e'f")
        #expect(XMLEscaper.escaped("one\r\ntwo\tthree") == "one&#13;\ntwo\tthree")
        #expect(XMLEscaper.escaped("é🎨\u{2028}\u{FFFD}\u{FFFC}") == "é🎨\u{2028}\u{FFFD}\u{FFFC}")
    }

    @Test func charactersXMLCannotCarryBecomeTheReplacementCharacter() {
        #expect(XMLEscaper.escaped("a\u{0}b\u{1}c\u{1F}d\u{7F}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{7F}")
        #expect(XMLEscaper.escaped("\u{FFFE}x\u{FFFF}") == "\u{FFFD}x\u{FFFD}")
        #expect(!XMLEscaper.isSafe("a\u{1}"))
        #expect(!XMLEscaper.isSafe("\u{FFFF}"))
        #expect(XMLEscaper.isSafe("\t\n\r é🎨\u{10FFFF}"))
    }

    @Test func appendingKeepsWhatIsThere() {
        var bytes = Array("<key>".utf8)
        XMLEscaper.append("a<b", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "<key>a&lt;b")
    }

    @Test func characterRuleIsXMLOnesCharProduction() {
        let allowed: [UInt32] = [0x09, 0x0A, 0x0D, 0x20, 0xD7FF, 0xE000, 0xFFFD, 0x10000, 0x10FFFF]
        let refused: [UInt32] = [0x00, 0x08, 0x0B, 0x1F, 0xD800, 0xDFFF, 0xFFFE, 0xFFFF, 0x110000]
        #expect(allowed.allSatisfy(XMLEscaper.isCharacter))
        #expect(!refused.contains(where: XMLEscaper.isCharacter))
    }

    @Test func commentsBreakUpDoubleDashes() {
        #expect(XMLEscaper.comment("plain") == "<!-- plain -->")
        #expect(XMLEscaper.comment("a--b---c") == "<!-- a- -b- - -c -->")
        #expect(XMLEscaper.comment("ends-") == "<!-- ends-  -->")
        #expect(XMLEscaper.comment("<b> & c") == "<!-- &lt;b&gt; &amp; c -->")
    }

    @Test func propertyListSerializationReadsBackEverySafeText() throws {
        let texts = ["a&b", "<key>", "x\"y'z", "line\r\nbreak\rcr", "\ttab", "é🎨\u{2028}\u{2029}", "]]>", "&amp;"]
        for text in texts {
            let plist =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><string>"
                + XMLEscaper.escaped(text) + "</string></plist>\n"
            let value = try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil)
            #expect(value as? String == text, "\(text.unicodeScalars.map(\.value))")
        }
    }
}
