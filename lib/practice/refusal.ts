// A refusal that carries data back to the form, such as the newer values of an edit conflict.
import { AppError } from "@/lib/http/responses";

export class ActionRefusal<T> extends AppError {
  constructor(
    status: 400 | 404 | 409,
    message: string,
    readonly data: T,
  ) {
    super(status, message);
  }
}
