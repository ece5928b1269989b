//! Which op computed a plain program's result, read back from the program's text: the class of
//! a finding where that result differs (`xla: lpf.conv feature_group_count`), so that
//! `--known` can name open findings of plain programs as it does mixed ones'.

/// The op that defines `@main`'s result `result` (its name, and for `lpf.conv` the group
/// counts above 1 that select a different form in the exits), or "an argument".
pub fn producer(text: &str, result: usize) -> String {
    let main = text.split("func.func @main").nth(1).unwrap_or("");
    let lines: Vec<&str> = main.lines().map(str::trim).collect();
    let Some(ret) = lines.iter().find(|l| l.starts_with("return ")) else { return "unknown".into() };
    let names: Vec<&str> = ret["return ".len()..].split(" : ").next().unwrap_or("").split(", ").collect();
    let Some(name) = names.get(result) else { return "unknown".into() };
    if name.starts_with("%a") {
        return "an argument".into();
    }
    for line in &lines {
        let Some((defined, op)) = line.split_once(" = ") else { continue };
        if !defined.split(", ").any(|d| d == *name) {
            continue;
        }
        let mut class = op.split_whitespace().next().unwrap_or("").to_string();
        if class == "lpf.conv" {
            for group in ["feature_group_count", "batch_group_count"] {
                let count = op.split(&format!("{group} = ")).nth(1).and_then(|t| t.split(' ').next()).unwrap_or("1");
                if count != "1" {
                    class.push(' ');
                    class.push_str(group);
                }
            }
        }
        return class;
    }
    "unknown".into()
}

#[cfg(test)]
mod tests {
    use super::producer;

    #[test]
    fn results_are_classed_by_their_op() {
        let text = "func.func @main(%a0: f32) -> (tensor<1x1x2xf64>, f32, tensor<2xf32>) {\n  \
            %v1, %v2 = lpf.quantize_block %a0 block(1) : f32 -> f32, f32\n  \
            %v3 = lpf.conv %a1, %a2 acc(f64) {padding = array<i64: 1, 1>, feature_group_count = 2 : i64} : t, t -> t\n  \
            return %v3, %a0, %v2 : tensor<1x1x2xf64>, f32, tensor<2xf32>\n}\n";
        assert_eq!(producer(text, 0), "lpf.conv feature_group_count");
        assert_eq!(producer(text, 1), "an argument");
        assert_eq!(producer(text, 2), "lpf.quantize_block");
        assert_eq!(producer(text, 3), "unknown");
    }
}
