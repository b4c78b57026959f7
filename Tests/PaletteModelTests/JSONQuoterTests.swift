import Foundation
import PaletteModel
import Testing

/// Tests of `JSONQuoter`: the exact spelling, and that JSON readers give back the text.
@Suite struct JSONQuoterTests {
    @Test func spellingEscapesQuotesControlsBidiControlsAndLineSeparatorsOnly() {
        #expect(JSONQuoter.quoted("") == #""""#)
        #expect(JSONQuoter.quoted("PGC01") == #""PGC01""#)
        #expect(JSONQuoter.quoted("a\"b\\c/d</script>") == #""a\"b\\c/d</script>""#)
        #expect(JSONQuoter.quoted("\n\r\t") == #""\n\r\t""#)
        #expect(JSONQuoter.quoted("\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F}") == #""\u0000\u0001\u0008\u000c\u001b\u001f""#)
        #expect(JSONQuoter.quoted("\u{2028}x\u{2029}") == #""\u2028x\u2029""#)
        // DEL, the C1 controls and the bidi controls, which a reader printing the text raw would pass on.
        #expect(
            JSONQuoter.quoted("\u{7F}\u{80}\u{85}\u{9B}\u{9F}\u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}")
                == #""\u007f\u0080\u0085\u009b\u009f\u061c\u200e\u200f\u202a\u202e\u2066\u2069""#
        )
        // Their neighbours, other separators and non-ASCII text stay UTF-8.
        let plain = "\u{A0}é🎨\u{2027}\u{202F}\u{2065}\u{206A}\u{200D}\u{61B}\u{61D}\u{2010}\u{2030}"
        #expect(JSONQuoter.quoted(plain) == "\"" + plain + "\"")
    }

    @Test func appendingKeepsWhatIsThereAndEscapesAtTheEnds() {
        var bytes = Array("x: ".utf8)
        JSONQuoter.append("\u{2029}mid\n", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"x: "\u2029mid\n""#)
        // A lone E2 at the end, or one that does not start U+2028/U+2029, is just text.
        #expect(JSONQuoter.quoted("→\u{2028}") == #""→\u2028""#)
    }

    @Test func jsonSerializationReadsBackEveryCharacterClass() throws {
        var texts = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        // Not U+FEFF: swift-corelibs-foundation's reader drops it even inside a string.
        texts += [
            "\u{85}", "\u{9B}", "\u{61C}", "\u{200F}", "\u{202E}", "\u{2068}", "\u{A0}", "é", "\u{2028}", "\u{2029}",
            "🎨", "e\u{301}", "a\"\\\n\u{2028}b",
        ]
        for text in texts {
            let data = Data(("[" + JSONQuoter.quoted(text) + "]").utf8)
            let decoded = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
            #expect(decoded == [text], "\(Array(text.unicodeScalars.map(\.value)))")
        }
    }
}
