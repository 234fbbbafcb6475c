let greeting = "Hello, \(name)! \("nested \(deeper)")"
let raw = #"a "raw" \#(value) and \(not interpolated)"#
let multi = """
    Line one \(1 + 2)
    "quotes" and \"""
    """
let extended = ##"""
    ##"# \##(x)
    """##
let unterminated = "no end
