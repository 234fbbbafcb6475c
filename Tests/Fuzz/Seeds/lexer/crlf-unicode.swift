let s = "tab	here\u{1F600} \(x)
let c = "été" // café`unterminated
