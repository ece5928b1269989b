/* lpf-check-c.c: a plain C program built against the installed LPF package.
 *
 * lpf-check-c FILE...: through C APIs only (lpf-c/Lpf.h and MLIR's C API), loads the lpf and
 * func dialects into a context, checks that lpfSfTypeGet builds the type the parser builds and
 * rejects width 17 with E0910, then parses and verifies each FILE and prints how many lpf ops it
 * holds. Exit 1 on any failure (diagnostics on stderr). Used by scripts/test.d/60-cmake.sh, which
 * compares the counts with the C++ lpf-check's.
 */

#include "lpf-c/Lpf.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Appends printed IR pieces to stdout. */
static void printToStdout(MlirStringRef piece, void *userData) {
  (void)userData;
  fwrite(piece.data, 1, piece.length, stdout);
}

/* Appends a printed piece to a 256-byte NUL-terminated buffer, truncating. */
static void appendTo(MlirStringRef piece, void *userData) {
  char *buffer = userData;
  size_t used = strlen(buffer);
  size_t room = 255 - used;
  size_t n = piece.length < room ? piece.length : room;
  memcpy(buffer + used, piece.data, n);
  buffer[used + n] = '\0';
}

/* Counts ops named "lpf.*". */
static MlirWalkResult countLpfOps(MlirOperation op, void *userData) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length > 4 && strncmp(name.data, "lpf.", 4) == 0)
    ++*(unsigned *)userData;
  return MlirWalkResultAdvance;
}

/* Keeps the first diagnostic's message (instead of printing it), to check its code. */
static MlirLogicalResult keepDiagnostic(MlirDiagnostic diagnostic, void *userData) {
  char *kept = userData;
  if (kept[0] == '\0') {
    mlirDiagnosticPrint(diagnostic, appendTo, kept);
  }
  return mlirLogicalResultSuccess();
}

/* The whole file, NUL-terminated; NULL when it cannot be read. */
static char *readFile(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = size >= 0 ? malloc((size_t)size + 1) : NULL;
  if (text && fread(text, 1, (size_t)size, file) == (size_t)size) {
    text[size] = '\0';
    *length = (size_t)size;
  } else {
    free(text);
    text = NULL;
  }
  fclose(file);
  return text;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: lpf-check-c FILE...\n");
    return 1;
  }
  MlirContext context = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), context);
  MlirDialect lpf = mlirDialectHandleLoadDialect(mlirGetDialectHandle__lpf__(), context);
  MlirStringRef lpfNamespace = mlirDialectGetNamespace(lpf);
  printf("c: loaded dialect %.*s\n", (int)lpfNamespace.length, lpfNamespace.data);

  /* The package's type constructor must agree with its parser, and check its width. */
  MlirLocation unknown = mlirLocationUnknownGet(context);
  MlirType built = lpfSfTypeGet(unknown, 16);
  MlirType parsed = mlirTypeParseGet(context, mlirStringRefCreateFromCString("!lpf.sf<16>"));
  if (mlirTypeIsNull(built) || !mlirTypeEqual(built, parsed) || lpfSfTypeGetWidth(built) != 16) {
    fprintf(stderr, "lpf-check-c: lpfSfTypeGet(16) is not !lpf.sf<16>\n");
    return 1;
  }
  printf("c: lpfSfTypeGet(16) = ");
  mlirTypePrint(built, printToStdout, NULL);
  printf("\n");
  char diagnostic[256] = "";
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(context, keepDiagnostic, diagnostic, NULL);
  MlirType tooWide = lpfSfTypeGet(unknown, 17);
  mlirContextDetachDiagnosticHandler(context, handler);
  if (!mlirTypeIsNull(tooWide) || !strstr(diagnostic, "E0910")) {
    fprintf(stderr, "lpf-check-c: lpfSfTypeGet(17) built a type or gave no E0910: '%s'\n", diagnostic);
    return 1;
  }
  printf("c: lpfSfTypeGet(17) = null: %s\n", diagnostic);

  int status = 0;
  for (int i = 1; i < argc; ++i) {
    size_t length = 0;
    char *text = readFile(argv[i], &length);
    if (!text) {
      fprintf(stderr, "lpf-check-c: cannot read %s\n", argv[i]);
      status = 1;
      continue;
    }
    /* Parses the way mlir-opt does and verifies; diagnostics go to stderr. */
    MlirModule module = lpfParseSourceWithImplicitModule(
        context, mlirStringRefCreate(text, length), mlirStringRefCreateFromCString(argv[i]));
    free(text);
    if (mlirModuleIsNull(module)) {
      fprintf(stderr, "lpf-check-c: %s does not parse and verify\n", argv[i]);
      status = 1;
      continue;
    }
    unsigned lpfOps = 0;
    mlirOperationWalk(mlirModuleGetOperation(module), countLpfOps, &lpfOps, MlirWalkPreOrder);
    printf("c: verified %s: %u lpf ops\n", argv[i], lpfOps);
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(context);
  return status;
}
