// print uses a String's description alone, and its debugDescription inside collections.
let quote = "a\"b"
let lines = "one\ntwo"
let tab = "x\ty"
let slash = "back\\slash"
print(quote)
print(lines)
print(tab)
print(slash)
print([quote])
print([lines, tab, slash])
print(["é", "日本", "🙂"])
print(["\u{7}", "\0", "\r"])
print(["it's", "\u{1F600}"])
print(["key": "va\"lue"])
let pair = (quote, 1)
print(pair)
let opt: String? = "hi\n"
print(opt as Any)
print([opt, nil])
print(quote.debugDescription)
print(String(describing: lines), String(reflecting: lines))
print("""
    A multi-line literal
      keeps relative indentation
    and "quotes" without escapes
    """)
let raw = #"raw \n stays, "quoted""#
print(raw)
print([raw])
