import Testing
@testable import SimReplay

/// The words a terminal highlights inside a changed trace line.
@Suite("Word diff")
struct WordDiffTests {
    private func changed(_ pieces: WordDiff.Pieces) -> [String] { pieces.filter(\.changed).map { String($0.text) } }

    @Test func onlyTheWordThatChangedIsMarked() {
        let (old, new) = WordDiff.pieces(old: "        log: count 12 items", new: "        log: count 13 items")
        #expect(changed(old) == ["12"] && changed(new) == ["13"])
        #expect(old.map { String($0.text) }.joined() == "        log: count 12 items", "the pieces are the whole line")
    }

    @Test func aNameInsideAPathAndAnAddedWordAreMarked() {
        let (old, new) = WordDiff.pieces(old: "hit-test (80, 122) -> save  [main/home.view/save]",
                                         new: "hit-test (80, 122) -> toast  [main/home.view/toast] (covered)")
        #expect(changed(old) == ["save", "save"])
        #expect(changed(new) == ["toast", "toast", " (covered)"])
    }

    @Test func identicalLinesHaveNothingMarked() {
        let (old, new) = WordDiff.pieces(old: "same line", new: "same line")
        #expect(changed(old).isEmpty && changed(new).isEmpty)
    }
}
