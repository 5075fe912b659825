//! Links the OMPEval static library that `benches/peer_eval.py` compiled.
fn main() {
    let lib = std::env::var("PEER_EVAL_LIB").expect("run through benches/peer_eval.py");
    println!("cargo:rustc-link-search=native={lib}");
    println!("cargo:rustc-link-lib=static=ompeval");
    println!("cargo:rustc-link-lib=dylib=stdc++");
    println!("cargo:rerun-if-env-changed=PEER_EVAL_LIB");
}
